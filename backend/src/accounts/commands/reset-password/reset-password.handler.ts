import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../platform/mail/outbox.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { accountError } from '../../accounts.errors.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { checkPassword } from '../../domain/password.js';
import { passwordChangedMail } from '../../mail/account-mail.js';
import { SessionStore } from '../../sessions/session-store.js';
import { AccountStream } from '../account-stream.js';
import { ResetPassword } from './reset-password.command.js';

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword, void> {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, password, origin, metadata }: ResetPassword): Promise<void> {
    // A password the rules refuse leaves the link usable for a better one.
    checkPassword(password);
    const now = this.clock.now();
    const valid = await this.tokens.peek('password-reset', token, now);
    const account = valid === null ? null : await this.credentials.ofCreator(valid.creatorId);
    const used = account === null ? null : await this.tokens.use('password-reset', token, now);
    if (account === null || used === null) {
      throw accountError('link_expired', 'this link was used already or has expired; ask for a new one');
    }
    await this.credentials.save({ ...account, passwordHash: await this.hasher.hash(password) });
    const sessionsEnded = await this.sessions.endAllOf(account.creatorId, null);
    await this.stream.decide({ type: 'ResetPassword', creatorId: account.creatorId, sessionsEnded }, metadata);
    await this.outbox.send(passwordChangedMail(account.email, origin));
  }
}
