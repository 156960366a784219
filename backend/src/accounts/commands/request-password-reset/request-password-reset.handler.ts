import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LinkSent } from '@creators/contracts';
import { Outbox } from '../../../platform/mail/outbox.js';
import { MAILS_TO_AN_ADDRESS, RateLimiter } from '../../../platform/rate-limits.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { EmailKeys } from '../../domain/email-keys.js';
import { legacyEmailKeyOf, normaliseEmail } from '../../domain/email.js';
import { passwordResetMail } from '../../mail/account-mail.js';
import { AccountStream } from '../account-stream.js';
import { RequestPasswordReset } from './request-password-reset.command.js';

@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, LinkSent> {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly emailKeys: EmailKeys,
    private readonly tokens: AccountTokens,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, origin, metadata }: RequestPasswordReset): Promise<LinkSent> {
    const normalised = normaliseEmail(email);
    const account =
      (await this.credentials.find(await this.emailKeys.keyOf(normalised))) ??
      (await this.credentials.find(legacyEmailKeyOf(normalised)));
    // The address's mail limit is counted whether or not it has an account, and past it nothing is
    // sent: requests from many client addresses cannot flood one inbox, and the answer stays the same.
    const mayMail = await this.limiter.hit(MAILS_TO_AN_ADDRESS, normalised);
    // An address without an account gets nothing, and the answer says nothing about which it was.
    if (account !== null && mayMail) {
      const { token } = await this.tokens.issue('password-reset', { creatorId: account.creatorId }, this.clock.now());
      await this.stream.decide({ type: 'RequestPasswordReset', creatorId: account.creatorId }, metadata);
      await this.outbox.send(passwordResetMail(account.email, origin, token));
    }
    return { email: normalised };
  }
}
