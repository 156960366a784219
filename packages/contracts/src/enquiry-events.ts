import { eventGuard, everyEventType } from './event-guard.js';

/** What someone may offer for the work: a range in whole units of a currency. */
export interface EnquiryBudget {
  readonly min: number;
  readonly max: number;
  readonly currency: string;
}

/**
 * Someone contacts an expert (`enquiry-<id>`): the enquiry, then the expert's replies. Neither
 * side's e-mail address is ever in it: the product carries the messages.
 */
export type EnquiryEvent =
  | {
      readonly type: 'EnquirySent';
      readonly data: {
        readonly enquiryId: string;
        readonly expertId: string;
        readonly senderId: string;
        readonly subject: string;
        readonly message: string;
        readonly budget: EnquiryBudget | null;
      };
    }
  | {
      readonly type: 'EnquiryReplied';
      readonly data: { readonly enquiryId: string; readonly expertId: string; readonly message: string };
    };

export const ENQUIRY_EVENT_TYPES = everyEventType<EnquiryEvent>()(['EnquirySent', 'EnquiryReplied']);
export const asEnquiryEvent = eventGuard<EnquiryEvent>(ENQUIRY_EVENT_TYPES);
export const enquiryStreamId = (enquiryId: string): string => `enquiry-${enquiryId}`;

/** `POST /api/experts/{handle}/enquiries`: what someone sends. */
export interface EnquiryBody {
  readonly subject: string;
  readonly message: string;
  readonly budget?: EnquiryBudget | null;
}

/** One enquiry in the expert's inbox, with who sent it (their public card, never their address). */
export interface InboxEnquiry {
  readonly id: string;
  readonly from: { readonly handle: string; readonly name: string };
  readonly subject: string;
  readonly message: string;
  readonly budget: EnquiryBudget | null;
  readonly sentAt: string;
  readonly replies: readonly { readonly message: string; readonly at: string }[];
}
