import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ExpertListing } from '@creators/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AVAILABILITIES, CURRENCY, EXPERT_LIMITS } from '../domain/creator.decider.js';
import { WhenSent } from './profile.dto.js';

export class HourlyRateDto {
  @ApiProperty({ minimum: 0, maximum: EXPERT_LIMITS.hourlyRate, example: 40 })
  @IsDefined()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(EXPERT_LIMITS.hourlyRate)
  min!: number;
  @ApiProperty({ minimum: 0, maximum: EXPERT_LIMITS.hourlyRate, example: 90 })
  @IsDefined()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(EXPERT_LIMITS.hourlyRate)
  max!: number;
  @ApiProperty({ example: 'EUR' })
  @IsDefined()
  @IsString()
  @Matches(CURRENCY, { message: '$property must be a three-letter currency code such as USD' })
  currency!: string;
}

/** `PUT /api/dashboard/expert`: the whole listing, replacing any earlier one. */
export class ExpertListingDto {
  @ApiProperty({ type: [String], maxItems: EXPERT_LIMITS.services, example: ['Web design'] })
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EXPERT_LIMITS.services)
  @IsString({ each: true })
  @MaxLength(EXPERT_LIMITS.serviceLength, { each: true })
  services!: string[];

  @ApiProperty({ type: HourlyRateDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => HourlyRateDto)
  hourlyRate!: HourlyRateDto;

  @ApiProperty({ type: [String], maxItems: EXPERT_LIMITS.languages, example: ['en', 'fr'] })
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EXPERT_LIMITS.languages)
  @IsString({ each: true })
  @Matches(/^[A-Za-z]{2}$/, { each: true, message: '$property must be two-letter language codes such as en' })
  languages!: string[];

  @ApiPropertyOptional({ maxLength: EXPERT_LIMITS.location, example: 'Lyon' })
  @WhenSent()
  @IsString()
  @MaxLength(EXPERT_LIMITS.location)
  location?: string;

  @ApiProperty({ enum: AVAILABILITIES })
  @IsDefined()
  @IsIn(AVAILABILITIES)
  availability!: ExpertListing['availability'];
}

export const toExpertListing = (dto: ExpertListingDto): ExpertListing => ({
  services: dto.services,
  hourlyRate: { min: dto.hourlyRate.min, max: dto.hourlyRate.max, currency: dto.hourlyRate.currency },
  languages: dto.languages,
  location: dto.location ?? '',
  availability: dto.availability,
});
