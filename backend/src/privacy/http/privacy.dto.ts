import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_LENGTH } from '../../accounts/domain/password.js';

/** `POST /api/account/erase`: the password, and a code when two-factor sign-in is on. */
export class EraseAccountDto {
  @ApiProperty({ example: 'the password now' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;

  @ApiProperty({
    required: false,
    description: 'when two-factor sign-in is on: six digits from the authenticator app, or a recovery code',
    example: '123456',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  code?: string;
}
