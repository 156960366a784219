import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { COLLECTION_LIMITS } from '@creators/contracts';

/** A collection's title and description (the decider trims them and refuses an empty title). */
export class CollectionTextDto {
  @ApiProperty({ maxLength: COLLECTION_LIMITS.title, example: 'Dashboards that ship' })
  @IsString()
  @MaxLength(COLLECTION_LIMITS.title)
  title!: string;

  @ApiPropertyOptional({ maxLength: COLLECTION_LIMITS.description, example: 'Kits we would start an admin with.' })
  @IsOptional()
  @IsString()
  @MaxLength(COLLECTION_LIMITS.description)
  description?: string;
}

/** A collection's items in their new order: every one of them, each once. */
export class CollectionOrderDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: COLLECTION_LIMITS.items })
  @IsArray()
  @ArrayMaxSize(COLLECTION_LIMITS.items)
  @IsUUID('all', { each: true })
  itemIds!: string[];
}

/** `?limit=` of the home's lists. */
export class DiscoverQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 48, default: 8, example: 8 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(48)
  limit?: number;
}
