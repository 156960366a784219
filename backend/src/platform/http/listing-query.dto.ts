import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from './page-query.dto.js';

/** `?sort=newest|popular&price=free|paid&limit=&cursor=` of the public lists. */
export class ListingQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(['newest', 'popular']) sort?: 'newest' | 'popular';
  @IsOptional() @IsIn(['free', 'paid']) price?: 'free' | 'paid';
}

/** `?q=&kind=` of the search. */
export class SearchQueryDto extends PageQueryDto {
  @IsString() @MaxLength(200) q = '';
  @IsOptional() @IsIn(['components', 'plugins', 'templates', 'tutorials', 'vectors']) kind?:
    'components' | 'plugins' | 'templates' | 'tutorials' | 'vectors';
}

/** `?kind=` of the feed. */
export class FeedQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(['components', 'plugins', 'templates', 'tutorials', 'vectors', 'sites']) kind?:
    'components' | 'plugins' | 'templates' | 'tutorials' | 'vectors' | 'sites';
}

/** `?service=&language=&location=` of the experts directory. */
export class ExpertsQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(60) service?: string;
  @IsOptional() @IsString() @MaxLength(20) language?: string;
  @IsOptional() @IsString() @MaxLength(100) location?: string;
}
