import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { PageQueryDto } from '../../platform/http/page-query.dto.js';

/** An optional text parameter of the event filter, documented with an example. */
const FilterParameter = (description: string, maxLength: number, example: string): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ description, example }), IsOptional(), IsString(), MaxLength(maxLength));

/**
 * `GET /api/events?stream=&streamPrefix=&type=&fromPosition=&toPosition=&from=&to=&limit=&cursor=`.
 * Only the presence and type of each parameter are checked here; their values are checked by the
 * event filter the history CLI shares, so both refuse the same input with the same words.
 */
export class EventsQueryDto extends PageQueryDto {
  @FilterParameter("one stream's events", 1000, API_EXAMPLES.stream) stream?: string;
  @FilterParameter('streams whose id starts so', 1000, 'creator-') streamPrefix?: string;
  @FilterParameter('event types, comma-separated', 5000, 'ComponentPublished,TemplatePublished') type?: string;
  @FilterParameter('from this log position on', 100, '1') fromPosition?: string;
  @FilterParameter('up to this log position', 100, '1000') toPosition?: string;
  @FilterParameter('events since this time (ISO 8601)', 100, '2026-01-01T00:00:00Z') from?: string;
  @FilterParameter('events before this time (ISO 8601)', 100, '2027-01-01T00:00:00Z') to?: string;
}
