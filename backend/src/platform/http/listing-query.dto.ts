import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  EXPERT_AVAILABILITIES,
  EXPERT_SORTS,
  CURRENCY_CODES,
  ITEM_KINDS,
  MARKETPLACE_KINDS,
  PRICE_RANGES,
  SEARCH_SORTS,
  SEARCH_CREATOR_MAX,
  SEARCH_TEXT_MAX,
  SUGGESTION_TEXT_MAX,
  type ExpertListing,
  type ExpertSort,
  type CurrencyCode,
  type ItemKind,
  type MarketplaceKind,
  type PriceRange,
  type SearchSort,
} from '@creators/contracts';
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

const commaList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : value;

/** `?q=&kind=&price=&currency=&creator=&tags=&categories=&sort=&exact=` of the search. */
export class SearchQueryDto extends PageQueryDto {
  @ApiProperty({
    type: String,
    description: 'words to look for',
    maxLength: SEARCH_TEXT_MAX,
    example: API_EXAMPLES.search,
  })
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX)
  q = '';

  @ApiPropertyOptional({ enum: MARKETPLACE_KINDS, example: API_EXAMPLES.component.kind })
  @IsOptional()
  @IsIn(MARKETPLACE_KINDS)
  kind?: MarketplaceKind;

  @ApiPropertyOptional({
    enum: PRICE_RANGES,
    description: "free, paid, or a range in whole units of each item's own currency (10 and 50: $10, €50)",
  })
  @IsOptional()
  @IsIn(PRICE_RANGES)
  price?: PriceRange;

  @ApiPropertyOptional({
    enum: CURRENCY_CODES,
    description: 'paid in this currency; the price facet then counts its ranges with its sign',
  })
  @IsOptional()
  @IsIn(CURRENCY_CODES)
  currency?: CurrencyCode;

  @ApiPropertyOptional({ description: "a creator's handle" })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_CREATOR_MAX)
  creator?: string;

  @ApiPropertyOptional({ type: String, description: 'tags, separated by commas; every one must be there' })
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: String, description: 'categories, separated by commas; every one must be there' })
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  categories?: string[];

  @ApiPropertyOptional({ enum: SEARCH_SORTS, default: 'relevance' })
  @IsOptional()
  @IsIn(SEARCH_SORTS)
  sort?: SearchSort;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: 'true: the words as typed, without correcting their spelling ("Search instead for navbr")',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  exact?: 'true' | 'false';
}

/** `?q=` of the suggestions: the first letters typed. */
export class SuggestionsQueryDto {
  @ApiProperty({
    type: String,
    description: 'the first letters typed',
    maxLength: SUGGESTION_TEXT_MAX,
    example: API_EXAMPLES.search.slice(0, 3),
  })
  @IsString()
  @MaxLength(SUGGESTION_TEXT_MAX)
  q = '';
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

  @ApiPropertyOptional({ enum: EXPERT_AVAILABILITIES, example: 'available' })
  @IsOptional()
  @IsIn(EXPERT_AVAILABILITIES)
  availability?: ExpertListing['availability'];

  @ApiPropertyOptional({
    description: "Only rates in this currency (the listing's three-letter code).",
    example: 'EUR',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{3}$/, { message: '$property must be a three-letter currency code such as USD' })
  currency?: string;

  @ApiPropertyOptional({
    enum: EXPERT_SORTS,
    default: 'newest',
    description:
      "Newest listing first, or by the rate's lower bound; rates are compared only within a currency, so a rate order groups experts by currency (use `currency` for one).",
    example: 'rate-asc',
  })
  @IsOptional()
  @IsIn(EXPERT_SORTS)
  sort?: ExpertSort;
}
