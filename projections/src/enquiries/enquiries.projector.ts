import { collectionName } from '@creators/storage';
import { asEnquiryEvent, type EnquiryBudget, type RecordedEvent } from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

/** One enquiry as the expert's inbox keeps it. */
export interface EnquiryDoc {
  readonly id: string;
  readonly expertId: string;
  readonly senderId: string;
  readonly subject: string;
  readonly message: string;
  readonly budget: EnquiryBudget | null;
  readonly sentAt: string;
  readonly replies: readonly { readonly message: string; readonly at: string }[];
  readonly [field: string]: unknown;
}

export const ENQUIRIES = collectionName<EnquiryDoc>('enquiries');

export function evolveEnquiry(doc: EnquiryDoc | null, event: RecordedEvent): EnquiryDoc | null {
  const enquiry = asEnquiryEvent(event);
  if (enquiry === null) return doc;
  if (enquiry.type === 'EnquirySent') {
    const { enquiryId, expertId, senderId, subject, message, budget } = enquiry.data;
    return {
      id: enquiryId,
      expertId,
      senderId,
      subject,
      message,
      budget,
      sentAt: event.metadata.occurredAt,
      replies: [],
    };
  }
  if (doc === null) return null;
  return { ...doc, replies: [...doc.replies, { message: enquiry.data.message, at: event.metadata.occurredAt }] };
}

/** Each expert's inbox: the enquiries sent to them, newest first, with their replies. */
export const enquiriesProjector = documentProjector<EnquiryDoc>({
  name: 'enquiries',
  version: 1,
  collection: { name: ENQUIRIES, fields: { expertId: 'string', sentAt: 'string' }, indexes: [['expertId', 'sentAt']] },
  takes: takenBy(asEnquiryEvent),
  key: (event) => asEnquiryEvent(event)?.data.enquiryId ?? null,
  evolve: evolveEnquiry,
});
