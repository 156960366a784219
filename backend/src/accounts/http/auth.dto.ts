import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '../domain/email.js';
import { PASSWORD_LENGTH } from '../domain/password.js';

/** `POST /api/auth/sign-in`. Nothing about the rules of a password is checked: a wrong one is simply wrong. */
export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsDefined()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;
  @ApiProperty({ example: 'a long enough password' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;
}
