import { asEnquiryEvent, type EnquiryBudget, type EnquiryEvent } from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';
import { expertError } from '../experts.errors.js';

export const ENQUIRY_LIMITS = { subject: 120, message: 4000, reply: 4000, budget: 10_000_000 } as const;

export type EnquiryState = { readonly sent: false } | { readonly sent: true; readonly expertId: string };

export type EnquiryCommand =
  | {
      readonly type: 'Send';
      readonly enquiryId: string;
      readonly expertId: string;
      readonly senderId: string;
      readonly subject: string;
      readonly message: string;
      readonly budget: EnquiryBudget | null;
    }
  | { readonly type: 'Reply'; readonly enquiryId: string; readonly expertId: string; readonly message: string };

function text(field: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalidField(field, 'must not be empty');
  if (trimmed.length > max) throw invalidField(field, `must be at most ${max} characters`);
  return trimmed;
}

function budgetOf(budget: EnquiryBudget | null): EnquiryBudget | null {
  if (budget === null) return null;
  const { min, max, currency } = budget;
  if (!Number.isInteger(min) || min < 0 || min > ENQUIRY_LIMITS.budget)
    throw invalidField('budget.min', 'must be a whole amount');
  if (!Number.isInteger(max) || max < min || max > ENQUIRY_LIMITS.budget)
    throw invalidField('budget.max', 'must be a whole amount no less than the minimum');
  if (!/^[A-Z]{3}$/.test(currency)) throw invalidField('budget.currency', 'must be a currency code such as EUR');
  return { min, max, currency };
}

/** An enquiry: sent once, to an expert who is not its sender; only that expert replies. */
export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, EnquiryEvent> = {
  initial: { sent: false },
  read: asEnquiryEvent,
  evolve: (state, event) => (event.type === 'EnquirySent' ? { sent: true, expertId: event.data.expertId } : state),
  decide: (command, state) => {
    if (command.type === 'Send') {
      if (state.sent) return [];
      if (command.senderId === command.expertId)
        throw expertError('own_listing', 'you cannot send yourself an enquiry');
      return [
        {
          type: 'EnquirySent',
          data: {
            enquiryId: command.enquiryId,
            expertId: command.expertId,
            senderId: command.senderId,
            subject: text('subject', command.subject, ENQUIRY_LIMITS.subject),
            message: text('message', command.message, ENQUIRY_LIMITS.message),
            budget: budgetOf(command.budget),
          },
        },
      ];
    }
    if (!state.sent || state.expertId !== command.expertId) throw expertError('enquiry_not_found', 'no such enquiry');
    return [
      {
        type: 'EnquiryReplied',
        data: {
          enquiryId: command.enquiryId,
          expertId: command.expertId,
          message: text('message', command.message, ENQUIRY_LIMITS.reply),
        },
      },
    ];
  },
};
