import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { ENQUIRY_LIMITS } from './enquiry.decider.js';

export class EnquiryBudgetDto {
  @ApiProperty({ example: 500 })
  @IsInt()
  @Min(0)
  min!: number;

  @ApiProperty({ example: 1500 })
  @IsInt()
  @Min(0)
  max!: number;

  @ApiProperty({ example: 'EUR' })
  @Matches(/^[A-Z]{3}$/, { message: '$property must be a currency code such as EUR' })
  currency!: string;
}

/** `POST /api/experts/{handle}/enquiries`. */
export class EnquiryDto {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.subject, example: 'A landing page in Webflow' })
  @IsString()
  @MaxLength(ENQUIRY_LIMITS.subject)
  subject!: string;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.message, example: 'We launch in March; could you help?' })
  @IsString()
  @MaxLength(ENQUIRY_LIMITS.message)
  message!: string;

  @ApiProperty({ required: false, type: EnquiryBudgetDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => EnquiryBudgetDto)
  budget?: EnquiryBudgetDto | null;
}

/** `POST /api/dashboard/inbox/{id}/reply`. */
export class EnquiryReplyDto {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.reply, example: 'Happy to: shall we talk on Tuesday?' })
  @IsString()
  @MaxLength(ENQUIRY_LIMITS.reply)
  message!: string;
}
