import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@creators/storage';
import { Outbox } from '../../../platform/mail/outbox.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../../platform/tokens.js';
import { takeClaims } from '../../../platform/unique-claims.js';
import { accountError } from '../../accounts.errors.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { emailClaim } from '../../domain/email-claims.js';
import { emailChangedMail } from '../../mail/account-mail.js';
import { AccountStream } from '../account-stream.js';
import { ConfirmEmailChange } from './confirm-email-change.command.js';

@CommandHandler(ConfirmEmailChange)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChange, { readonly email: string }> {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly credentials: CredentialStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, metadata }: ConfirmEmailChange): Promise<{ readonly email: string }> {
    const now = this.clock.now();
    const change = await this.tokens.peek('email-change', token, now);
    const account = change === null ? null : await this.credentials.ofCreator(change.creatorId);
    const { email, emailKey } = change ?? {};
    if (change === null || account === null || email === undefined || emailKey === undefined) {
      throw accountError('link_expired', 'this link was used already or has expired; ask for a new one');
    }
    // The new address is claimed first: someone who signed up with it meanwhile keeps it.
    await takeClaims(this.events, [emailClaim(emailKey, change.creatorId)], metadata);
    if ((await this.tokens.use('email-change', token, now)) === null) {
      throw accountError('link_expired', 'this link was used already or has expired; ask for a new one');
    }
    await this.credentials.move(account, email, emailKey);
    await this.stream.decide({ type: 'ChangeEmail', creatorId: change.creatorId }, metadata);
    await this.outbox.send(emailChangedMail(account.email));
    return { email };
  }
}
