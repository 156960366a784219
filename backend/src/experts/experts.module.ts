import { Module } from '@nestjs/common';
import { EnquiriesController } from './enquiries/enquiries.controller.js';
import { GetInboxHandler, ReplyToEnquiryHandler, SendEnquiryHandler } from './enquiries/enquiries.js';
import { ExpertsController } from './http/experts.controller.js';
import { ListExpertsHandler } from './queries/list-experts/list-experts.handler.js';

/** The experts directory, and enquiries to experts with each expert's inbox. */
@Module({
  controllers: [ExpertsController, EnquiriesController],
  providers: [ListExpertsHandler, SendEnquiryHandler, ReplyToEnquiryHandler, GetInboxHandler],
})
export class ExpertsModule {}
