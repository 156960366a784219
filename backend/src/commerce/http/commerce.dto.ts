import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CURRENCY_CODES, FIELD_LIMITS } from '@creators/contracts';

export class PlaceOrderDto {
  @ApiProperty({
    description: 'the paid item to buy; its price is taken from the item',
    example: '0b6f4a52-6b8e-4e0f-9c43-1f2a3b4c5d6e',
  })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  declare itemId: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'pay-what-you-want items: what the buyer pays (minor units), at least the price',
    example: 1500,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(FIELD_LIMITS.price)
  amount?: number;

  @ApiPropertyOptional({ description: 'a discount code of the creator’s', example: 'LAUNCH20' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9-]{3,32}$/, { message: '$property must be 3 to 32 letters, digits or dashes' })
  discountCode?: string;
}

/** A test card: nothing of it is kept or logged. */
export class TestCardDto {
  @ApiProperty({
    example: '4242 4242 4242 4242',
    description: '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined',
  })
  @IsDefined()
  @IsString()
  @MaxLength(32)
  declare cardNumber: string;
  @ApiProperty({ example: '12/39', description: 'MM/YY, in the future' })
  @IsDefined()
  @IsString()
  @MaxLength(7)
  declare expiry: string;
  @ApiProperty({ example: '123' })
  @IsDefined()
  @IsString()
  @MaxLength(4)
  declare cvc: string;
}

/** Why a refund is given, asked for or declined: read by the other side (kept in the log). */
export class RefundReasonDto {
  @ApiProperty({ maxLength: 1000, example: 'The kit does not open in my version of the app.' })
  @IsDefined()
  @IsString()
  @Matches(/\S/, { message: '$property must not be blank' })
  @MaxLength(1000)
  declare reason: string;
}

/** A discount code: a percentage or an amount off, for one item or all of the creator's, limited by count and date. */
export class CreateDiscountCodeDto {
  @ApiProperty({ example: 'LAUNCH20', description: '3 to 32 letters, digits or dashes; kept in capitals' })
  @IsDefined()
  @IsString()
  @Matches(/^[A-Za-z0-9-]{3,32}$/, { message: '$property must be 3 to 32 letters, digits or dashes' })
  declare code: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 99, example: 20 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  percentOff?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'minor units of `currency`', example: 500 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(FIELD_LIMITS.price)
  amountOff?: number;

  @ApiPropertyOptional({ enum: CURRENCY_CODES, example: 'USD' })
  @IsOptional()
  @IsIn(CURRENCY_CODES, { message: `$property must be one of ${CURRENCY_CODES.join(', ')}` })
  currency?: string;

  @ApiPropertyOptional({ description: 'one of the creator’s items; all of them when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  itemId?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 100 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  maxUses?: number;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-12-31T23:59:59.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}
