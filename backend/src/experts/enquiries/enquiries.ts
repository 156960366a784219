import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { creatorPagePath, enquiryStreamId, type EnquiryBody, type InboxEnquiry } from '@creators/contracts';
import { CREATOR_PROFILES, ENQUIRIES, findCreatorByHandle } from '@creators/projections';
import type { DocumentStore, EventStore, PersonalKeys } from '@creators/storage';
import { ACCOUNT_EMAILS, type AccountEmails } from '../../platform/account-emails.js';
import { newIdFor, type SignedInMetadata } from '../../platform/command-metadata.js';
import { handleCommand } from '../../platform/event-sourcing.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { Outbox } from '../../platform/mail/outbox.js';
import { DOCUMENT_STORE, EVENT_STORE, PERSONAL_KEYS } from '../../platform/tokens.js';
import { expertError } from '../experts.errors.js';
import { enquiryDecider } from './enquiry.decider.js';

const budgetText = (budget: EnquiryBody['budget']): string =>
  budget === null || budget === undefined ? 'not given' : `${budget.min}–${budget.max} ${budget.currency}`;

/** Someone signed in contacts an expert; the expert hears of it by e-mail and answers from their inbox. */
export class SendEnquiry extends Command<{ enquiryId: string; position: string }> {
  constructor(
    readonly expertHandle: string,
    readonly body: EnquiryBody,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

@CommandHandler(SendEnquiry)
export class SendEnquiryHandler implements ICommandHandler<SendEnquiry> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(ACCOUNT_EMAILS) private readonly emails: AccountEmails,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
  ) {}

  async execute({ expertHandle, body, metadata }: SendEnquiry) {
    const lookup = await findCreatorByHandle(this.documents, expertHandle);
    const expert = lookup !== null && 'found' in lookup ? lookup.found : null;
    if (expert === null || !expert.isExpert)
      throw expertError('expert_not_found', 'no expert is listed by that handle');
    const enquiryId = newIdFor(metadata, 'enquiry');
    const outcome = await handleCommand(
      this.events,
      enquiryStreamId(enquiryId),
      enquiryDecider,
      {
        type: 'Send',
        enquiryId,
        expertId: expert.id,
        senderId: metadata.creatorId,
        subject: body.subject,
        message: body.message,
        budget: body.budget ?? null,
      },
      metadata,
    );
    const sent = outcome.events[0];
    const address = await this.emails.addressOf(expert.id);
    if (sent?.type === 'EnquirySent' && address !== null) {
      const sender = await this.documents.get(CREATOR_PROFILES, metadata.creatorId);
      await this.outbox.send(
        {
          to: address,
          subject: `New enquiry: ${sent.data.subject}`,
          text: [
            `${sender?.name ?? 'Someone'} (@${sender?.handle ?? 'unknown'}) sent you an enquiry on Creators Marketplace.`,
            '',
            `Subject: ${sent.data.subject}`,
            `Budget: ${budgetText(sent.data.budget)}`,
            '',
            sent.data.message,
            '',
            `Read it and reply in your inbox: ${this.origin.get()}/dashboard/inbox`,
          ].join('\n'),
        },
        `enquiry-${enquiryId}`,
      );
    }
    return { enquiryId, position: String(outcome.position) };
  }
}

/** The expert answers; the reply reaches the sender by e-mail, from the product, never from the expert's address. */
export class ReplyToEnquiry extends Command<{ position: string }> {
  constructor(
    readonly enquiryId: string,
    readonly message: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

@CommandHandler(ReplyToEnquiry)
export class ReplyToEnquiryHandler implements ICommandHandler<ReplyToEnquiry> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(ACCOUNT_EMAILS) private readonly emails: AccountEmails,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
  ) {}

  async execute({ enquiryId, message, metadata }: ReplyToEnquiry) {
    const outcome = await handleCommand(
      this.events,
      enquiryStreamId(enquiryId),
      enquiryDecider,
      { type: 'Reply', enquiryId, expertId: metadata.creatorId, message },
      metadata,
    );
    const reply = outcome.events[0];
    const enquiry = await this.documents.get(ENQUIRIES, enquiryId);
    const address = enquiry === null ? null : await this.emails.addressOf(enquiry.senderId);
    if (reply?.type === 'EnquiryReplied' && enquiry !== null && address !== null) {
      const expert = await this.documents.get(CREATOR_PROFILES, metadata.creatorId);
      await this.outbox.send(
        {
          to: address,
          subject: `Re: ${enquiry.subject}`,
          text: [
            `${expert?.name ?? 'The expert'} replied to your enquiry on Creators Marketplace:`,
            '',
            reply.data.message,
            '',
            `Their page: ${this.origin.get()}${creatorPagePath(expert?.handle ?? '')}`,
          ].join('\n'),
        },
        `${enquiryId}-reply-${outcome.revision}`,
      );
    }
    return { position: String(outcome.position) };
  }
}

/** The signed-in expert's inbox, newest first: each enquiry with its sender's public card. */
export class GetInbox extends Query<{ items: InboxEnquiry[] }> {
  constructor(readonly expertId: string) {
    super();
  }
}

@QueryHandler(GetInbox)
export class GetInboxHandler implements IQueryHandler<GetInbox> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PERSONAL_KEYS) private readonly keys: PersonalKeys,
  ) {}

  async execute({ expertId }: GetInbox): Promise<{ items: InboxEnquiry[] }> {
    const page = await this.documents.find(ENQUIRIES, {
      filter: { expertId },
      sort: [{ field: 'sentAt', direction: 'desc' }],
      limit: 100,
    });
    const senderIds = page.items.map((doc) => doc.senderId);
    const senders = await this.documents.getMany(CREATOR_PROFILES, senderIds);
    // The enquiries of someone who deleted their account go with it.
    const keys = await this.keys.load(senderIds);
    return {
      items: page.items
        .filter((doc) => keys.get(doc.senderId) !== 'erased')
        .map((doc) => {
          const sender = senders.get(doc.senderId);
          return {
            id: doc.id,
            from: { handle: sender?.handle ?? 'unknown', name: sender?.name ?? 'Unknown creator' },
            subject: doc.subject,
            message: doc.message,
            budget: doc.budget,
            sentAt: doc.sentAt,
            replies: doc.replies,
          };
        }),
    };
  }
}
