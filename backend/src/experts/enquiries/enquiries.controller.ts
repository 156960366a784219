import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import type { InboxEnquiry } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { EnquiryDto, EnquiryReplyDto } from './enquiry.dto.js';
import { GetInbox, ReplyToEnquiry, SendEnquiry } from './enquiries.js';

/** Enquiries one account may send: a few an hour, and a day's worth that no campaign fits in. */
export const ENQUIRIES_PER_HOUR: RateLimit = { name: 'enquiries-hour', limit: 5, windowMs: 3_600_000 };
export const ENQUIRIES_PER_DAY: RateLimit = { name: 'enquiries-day', limit: 20, windowMs: 86_400_000 };
/** Each reply is an e-mail to the sender: a conversation's pace, not a mail cannon. */
export const REPLIES_PER_ENQUIRY: RateLimit = { name: 'replies-enquiry', limit: 5, windowMs: 3_600_000 };
export const REPLIES_PER_ACCOUNT: RateLimit = { name: 'replies-account', limit: 50, windowMs: 86_400_000 };

/** Contacting an expert (signed in), and the expert's inbox in the dashboard. */
@ApiTags('experts')
@Controller('api')
export class EnquiriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('experts/:handle/enquiries')
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  @ApiBody({ type: EnquiryDto })
  @HttpCode(201)
  async send(
    @Param('handle') handle: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<{ enquiryId: string; position: string }> {
    const enquiry = validateBody(EnquiryDto, body);
    await this.limiter.take(ENQUIRIES_PER_HOUR, metadata.creatorId, 'enquiries from this account');
    await this.limiter.take(ENQUIRIES_PER_DAY, metadata.creatorId, 'enquiries from this account today');
    return this.commands.execute(new SendEnquiry(handle, enquiry, metadata));
  }

  @Get('dashboard/inbox')
  inbox(@SignedIn() metadata: SignedInMetadata): Promise<{ items: InboxEnquiry[] }> {
    return this.queries.execute(new GetInbox(metadata.creatorId));
  }

  @Post('dashboard/inbox/:enquiryId/reply')
  @ApiBody({ type: EnquiryReplyDto })
  @HttpCode(201)
  async reply(
    @Param('enquiryId') enquiryId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<{ position: string }> {
    const { message } = validateBody(EnquiryReplyDto, body);
    const { creatorId } = metadata;
    await this.limiter.take(REPLIES_PER_ENQUIRY, `${creatorId}:${enquiryId}`, 'replies to this enquiry');
    await this.limiter.take(REPLIES_PER_ACCOUNT, creatorId, 'replies from this account today');
    return this.commands.execute(new ReplyToEnquiry(enquiryId, message, metadata));
  }
}
