import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ITEM_KINDS, MARKETPLACE_KINDS, type ItemKind, type MarketplaceKind } from '@creators/contracts';
import { API_EXAMPLES } from './openapi.js';
import { PageQueryDto } from './page-query.dto.js';

/** `?sort=newest|popular&price=free|paid&limit=&cursor=` of the public lists. */
export class ListingQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['newest', 'popular'], default: 'newest', example: 'popular' })
  @IsOptional()
  @IsIn(['newest', 'popular'])
  sort?: 'newest' | 'popular';

  @ApiPropertyOptional({ enum: ['free', 'paid'], example: 'free' })
  @IsOptional()
  @IsIn(['free', 'paid'])
  price?: 'free' | 'paid';
}

/** `?q=&kind=` of the search. */
export class SearchQueryDto extends PageQueryDto {
  @ApiProperty({ type: String, description: 'words to look for', maxLength: 200, example: API_EXAMPLES.search })
  @IsString()
  @MaxLength(200)
  q = '';

  @ApiPropertyOptional({ enum: MARKETPLACE_KINDS, example: API_EXAMPLES.component.kind })
  @IsOptional()
  @IsIn(MARKETPLACE_KINDS)
  kind?: MarketplaceKind;
}

/** `?kind=` of the feed. */
export class FeedQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ITEM_KINDS, example: API_EXAMPLES.site.kind })
  @IsOptional()
  @IsIn(ITEM_KINDS)
  kind?: ItemKind;
}

/** `?service=&language=&location=` of the experts directory. */
export class ExpertsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 60, example: API_EXAMPLES.expert.service })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  service?: string;

  @ApiPropertyOptional({ maxLength: 20, example: API_EXAMPLES.expert.language })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  language?: string;

  @ApiPropertyOptional({ maxLength: 100, example: API_EXAMPLES.expert.location })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  location?: string;
}
