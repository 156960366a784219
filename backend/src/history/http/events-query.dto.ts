import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto.js';

/**
 * `GET /api/events?stream=&streamPrefix=&type=&fromPosition=&toPosition=&from=&to=&limit=&cursor=`.
 * Only the presence and type of each parameter are checked here; their values are checked by the
 * event filter the history CLI shares, so both refuse the same input with the same words.
 */
export class EventsQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(1000) stream?: string;
  @IsOptional() @IsString() @MaxLength(1000) streamPrefix?: string;
  @IsOptional() @IsString() @MaxLength(5000) type?: string;
  @IsOptional() @IsString() @MaxLength(100) fromPosition?: string;
  @IsOptional() @IsString() @MaxLength(100) toPosition?: string;
  @IsOptional() @IsString() @MaxLength(100) from?: string;
  @IsOptional() @IsString() @MaxLength(100) to?: string;
}
