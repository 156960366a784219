import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_RULE, MAX_EMAIL_LENGTH } from '../domain/email.js';
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

const TOKEN = /^[\w-]{43}$/;

/** `POST /api/auth/password-reset`: the address of the forgotten account. */
export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', example: 'ada@example.com' })
  @IsDefined()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  @Matches(/\S@\S/, { message: `$property ${EMAIL_RULE}` })
  email!: string;
}

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export class ResetPasswordDto {
  @ApiProperty({ description: 'the token from the reset link', example: 'x3Q…' })
  @IsDefined()
  @IsString()
  @Matches(TOKEN, { message: '$property must be the token of a reset link' })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max, example: 'a new long password' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;
}

/** `POST /api/auth/sign-in/second-factor`: the challenge from the sign-in and a code. */
export class SecondFactorDto {
  @ApiProperty({ description: 'the challenge `POST /api/auth/sign-in` answered', example: 'x3Q…' })
  @IsDefined()
  @IsString()
  @Matches(TOKEN, { message: '$property must be the challenge of a sign-in' })
  challenge!: string;

  @ApiProperty({ description: 'six digits from the authenticator app, or a recovery code', example: '123456' })
  @IsDefined()
  @IsString()
  @MaxLength(40)
  code!: string;
}

/** `POST /api/account/password`. */
export class ChangePasswordDto {
  @ApiProperty({ example: 'the password now' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max, example: 'a new long password' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  newPassword!: string;
}

/** `POST /api/account/email`: the password, and the address to sign in with from now on. */
export class ChangeEmailDto {
  @ApiProperty({ example: 'the password now' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;

  @ApiProperty({ format: 'email', example: 'ada@example.org' })
  @IsDefined()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;
}

/** `POST /api/account/email/confirm`: the token of the link sent to the new address. */
export class ConfirmEmailDto {
  @ApiProperty({ description: 'the token from the link', example: 'x3Q…' })
  @IsDefined()
  @IsString()
  @Matches(TOKEN, { message: '$property must be the token of a confirmation link' })
  token!: string;
}

/** `POST /api/account/two-factor/enable`: a code from the app, proving it holds the secret. */
export class TwoFactorCodeDto {
  @ApiProperty({ description: 'six digits from the authenticator app', example: '123456' })
  @IsDefined()
  @IsString()
  @MaxLength(40)
  code!: string;
}

/** `POST /api/account/two-factor/disable`: the password and a code (from the app, or a recovery code). */
export class DisableTwoFactorDto {
  @ApiProperty({ example: 'the password now' })
  @IsDefined()
  @IsString()
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;

  @ApiProperty({ description: 'six digits from the authenticator app, or a recovery code', example: '123456' })
  @IsDefined()
  @IsString()
  @MaxLength(40)
  code!: string;
}
