import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** `POST /api/analytics/as-of`: the moment to build the marketplace as it stood. */
export class AsOfRequestDto {
  @ApiProperty({
    description: 'an ISO instant (the log up to then; a date alone: the end of that UTC day) or a position of the log',
    example: '2026-03-01T09:30:00Z',
    maxLength: 40,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  asOf!: string;
}
