import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../platform/mail/outbox.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { Reauthentication } from '../../credentials/reauthentication.js';
import { checkPassword } from '../../domain/password.js';
import { passwordChangedMail } from '../../mail/account-mail.js';
import { SessionStore } from '../../sessions/session-store.js';
import { AccountStream } from '../account-stream.js';
import { ChangePassword } from './change-password.command.js';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword, void> {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ChangePassword): Promise<void> {
    const { metadata } = command;
    const creatorId = metadata.creatorId;
    const account = await this.reauthentication.password(
      creatorId,
      command.currentPassword,
      command.client,
      this.clock.now(),
    );
    checkPassword(command.newPassword, 'newPassword');
    await this.credentials.save({ ...account, passwordHash: await this.hasher.hash(command.newPassword) });
    const sessionsEnded = await this.sessions.endAllOf(creatorId, command.sessionId);
    await this.stream.decide({ type: 'ChangePassword', creatorId, sessionsEnded }, metadata);
    await this.outbox.send(passwordChangedMail(account.email, command.origin));
  }
}
