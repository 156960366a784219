import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FIELD_LIMITS, RELEASE_LIMITS, VERSION, type ReleaseBody } from '@creators/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { ItemFileDto } from './item.dto.js';

/** `POST /api/dashboard/{kind}/{id}/releases`. */
export class ReleaseDto implements ReleaseBody {
  @ApiProperty({
    type: String,
    maxLength: FIELD_LIMITS.version,
    example: '1.1.0',
    description: 'greater than every earlier release (and than a plugin version set before releases)',
  })
  @IsString()
  @Matches(VERSION, { message: 'must be a version such as 1.2.0' })
  @MaxLength(FIELD_LIMITS.version)
  version = '';

  @ApiProperty({ type: String, maxLength: RELEASE_LIMITS.notes, example: 'Sharper corners; a dark variant' })
  @IsString()
  @Matches(/\S/, { message: 'say what changed in this release' })
  @MaxLength(RELEASE_LIMITS.notes)
  notes = '';

  @ApiPropertyOptional({
    type: [ItemFileDto],
    maxItems: RELEASE_LIMITS.files,
    description: 'the files of this release (uploads of `POST /api/media/files`); none for plugins and sites',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RELEASE_LIMITS.files, { message: `may hold at most ${RELEASE_LIMITS.files} files` })
  @ValidateNested({ each: true })
  @Type(() => ItemFileDto)
  files?: ItemFileDto[];
}
