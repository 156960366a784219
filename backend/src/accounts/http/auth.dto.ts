import { Transform } from 'class-transformer';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PROFILE_LIMITS } from '../../creators/domain/creator.decider.js';
import { HANDLE, HANDLE_RULE } from '../../creators/domain/handle.js';
import { EMAIL, EMAIL_RULE, MAX_EMAIL_LENGTH, normaliseEmail } from '../domain/email.js';
import { PASSWORD_LENGTH } from '../domain/password.js';

const Normalised = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value));

/** `POST /api/auth/sign-up`. Reserved handles are the domain's to refuse; here only the shape is checked. */
export class SignUpDto {
  @IsDefined()
  @Normalised()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  @Matches(EMAIL, { message: `$property ${EMAIL_RULE}` })
  email!: string;

  @IsDefined() @IsString() @MinLength(PASSWORD_LENGTH.min) @MaxLength(PASSWORD_LENGTH.max) password!: string;

  @IsDefined() @IsString() @Matches(HANDLE, { message: `$property ${HANDLE_RULE}` }) handle!: string;

  @IsDefined()
  @IsString()
  @Matches(/\S/, { message: '$property must not be empty' })
  @MaxLength(PROFILE_LIMITS.name)
  name!: string;
}

/** `POST /api/auth/sign-in`. Nothing about the rules of a password is checked: a wrong one is simply wrong. */
export class SignInDto {
  @IsDefined() @IsString() @MaxLength(MAX_EMAIL_LENGTH) email!: string;
  @IsDefined() @IsString() @MaxLength(PASSWORD_LENGTH.max) password!: string;
}
