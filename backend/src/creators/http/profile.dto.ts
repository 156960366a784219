import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsWebUrl, WEB_ADDRESS_RULE } from '../../platform/http/validators.js';
import { PROFILE_LIMITS } from '../domain/creator.decider.js';
import { HANDLE, HANDLE_RULE } from '../domain/handle.js';

// Messages start with the field's name, which the problem's `errors[].message` then leaves out.
const WEB_URL = { message: `$property ${WEB_ADDRESS_RULE}` };

/** Validates a field only when it is sent; unlike @IsOptional, a `null` is still refused. */
export const WhenSent = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
/** Validates a field only when it is sent and not `null` (which clears it). */
const UnlessCleared = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined && value !== null);

/** `PATCH /api/dashboard/profile`: any of the profile's fields; the avatar and website may be cleared with null. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ pattern: HANDLE.source, description: HANDLE_RULE, example: 'ada' })
  @WhenSent()
  @IsString()
  @Matches(HANDLE, { message: `$property ${HANDLE_RULE}` })
  handle?: string;
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.name, example: 'Ada Lovelace' })
  @WhenSent()
  @IsString()
  @Matches(/\S/, { message: '$property must not be empty' })
  @MaxLength(PROFILE_LIMITS.name)
  name?: string;
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.bio, description: 'Markdown' })
  @WhenSent()
  @IsString()
  @MaxLength(PROFILE_LIMITS.bio)
  bio?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null clears it' })
  @UnlessCleared()
  @IsWebUrl({ allowOwnAssets: true }, WEB_URL)
  avatarUrl?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'An avatar uploaded through `POST /api/media/images?purpose=avatar`; null clears it',
  })
  @UnlessCleared()
  @IsString()
  avatarImageId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null clears it' })
  @UnlessCleared()
  @IsWebUrl({}, WEB_URL)
  websiteUrl?: string | null;
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.location, example: 'Lyon' })
  @WhenSent()
  @IsString()
  @MaxLength(PROFILE_LIMITS.location)
  location?: string;
}
