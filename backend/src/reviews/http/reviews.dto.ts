import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { REVIEW_LIMITS } from '@creators/contracts';

/** A review: 1 to 5 stars and, optionally, a few words. */
export class ReviewDto {
  @ApiProperty({ minimum: REVIEW_LIMITS.minRating, maximum: REVIEW_LIMITS.maxRating, example: 5 })
  @IsInt({ message: '$property must be a whole number of stars' })
  @Min(REVIEW_LIMITS.minRating)
  @Max(REVIEW_LIMITS.maxRating)
  rating!: number;

  @ApiProperty({ required: false, maxLength: REVIEW_LIMITS.text, example: 'Saved me a day of layout work.' })
  @IsOptional()
  @IsString()
  @MaxLength(REVIEW_LIMITS.text)
  text?: string;
}

/** The creator's answer to a review. */
export class ReviewReplyDto {
  @ApiProperty({ maxLength: REVIEW_LIMITS.answer, example: 'Thank you! A dark variant is coming.' })
  @IsString()
  @MaxLength(REVIEW_LIMITS.answer)
  text!: string;
}
