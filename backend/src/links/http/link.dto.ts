import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsLinkUrl, LINK_ADDRESS_RULE } from '../../platform/http/validators.js';
import { MAX_LINK_TITLE_LENGTH, MAX_LINKS } from '../domain/links.decider.js';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

// The validation pipe drops each message's first word (the property name class-validator puts
// there), so our own messages start with `$property` as class-validator's do.
const LINK_URL = { message: `$property ${LINK_ADDRESS_RULE}` };

export class AddLinkDto {
  @ApiProperty({ maxLength: MAX_LINK_TITLE_LENGTH, example: 'My portfolio' })
  @IsDefined()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LINK_TITLE_LENGTH)
  declare title: string;
  @ApiProperty({ example: 'https://example.com' })
  @IsDefined()
  @IsString()
  @IsLinkUrl(LINK_URL)
  declare url: string;
}

/** Either field or both; `null` is not a value a link can have, so it is refused rather than ignored. */
export class EditLinkDto {
  @ApiPropertyOptional({ maxLength: MAX_LINK_TITLE_LENGTH, example: 'My portfolio' })
  @ValidateIf((_, value) => value !== undefined)
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LINK_TITLE_LENGTH)
  title?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  @IsLinkUrl(LINK_URL)
  url?: string;
}

const LINK_ID = /^[\w-]{1,100}$/;

export class ReorderLinksDto {
  @ApiProperty({ type: [String], description: 'every link id, each once, in the new order' })
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_LINKS)
  @ArrayUnique({ message: '$property must name each link only once' })
  @Matches(LINK_ID, { each: true, message: '$property must be a list of link ids' })
  declare ids: string[];
}
