import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

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
