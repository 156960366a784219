import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EMAIL, EMAIL_RULE, MAX_EMAIL_LENGTH, normaliseEmail } from '../../accounts/domain/email.js';
import { PASSWORD_LENGTH } from '../../accounts/domain/password.js';
import { PROFILE_LIMITS } from '../../creators/domain/creator.decider.js';
import { HANDLE, HANDLE_RULE } from '../../creators/domain/handle.js';
import { IsReturnPath } from '../../platform/http/validators.js';

const Normalised = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value));

/** `POST /api/auth/sign-up`. Reserved handles are the domain's to refuse; here only the shape is checked. */
export class SignUpDto {
  @ApiProperty({ format: 'email', example: 'ada@example.com' })
  @IsDefined()
  @Normalised()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  @Matches(EMAIL, { message: `$property ${EMAIL_RULE}` })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max, example: 'a long enough password' })
  @IsDefined()
  @IsString()
  @MinLength(PASSWORD_LENGTH.min)
  @MaxLength(PASSWORD_LENGTH.max)
  password!: string;

  @ApiProperty({ pattern: HANDLE.source, description: HANDLE_RULE, example: 'ada' })
  @IsDefined()
  @IsString()
  @Matches(HANDLE, { message: `$property ${HANDLE_RULE}` })
  handle!: string;

  @ApiProperty({ maxLength: PROFILE_LIMITS.name, example: 'Ada Lovelace' })
  @IsDefined()
  @IsString()
  @Matches(/\S/, { message: '$property must not be empty' })
  @MaxLength(PROFILE_LIMITS.name)
  name!: string;

  @ApiProperty({
    required: false,
    description: 'a path on this site to return to once the link is opened',
    example: '/marketplace/templates/paid-kit',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @IsReturnPath()
  next?: string;
}

/** `POST /api/auth/sign-up/confirm`: the token of the link sent to the address. */
export class ConfirmSignUpDto {
  @ApiProperty({ description: 'the token from the confirmation link', example: 'x3Q…' })
  @IsDefined()
  @IsString()
  @Matches(/^[\w-]{43}$/, { message: '$property must be the token of a confirmation link' })
  token!: string;
}
