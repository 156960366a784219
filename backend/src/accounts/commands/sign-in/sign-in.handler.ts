import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignInAnswer } from '@creators/contracts';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { accountError } from '../../accounts.errors.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { EmailKeys } from '../../domain/email-keys.js';
import { legacyEmailKeyOf, normaliseEmail } from '../../domain/email.js';
import { AccountAnswers } from './account-answers.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignIn } from './sign-in.command.js';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, SignInAnswer> {
  constructor(
    private readonly answers: AccountAnswers,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly emailKeys: EmailKeys,
    private readonly twoFactor: TwoFactorStore,
    private readonly tokens: AccountTokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, password, client }: SignIn): Promise<SignInAnswer> {
    const normalised = normaliseEmail(email);
    const emailKey = await this.emailKeys.keyOf(normalised);
    await this.throttle.admit(client, emailKey);
    // Accounts opened before keyed names are found under the plain hash.
    const account =
      (await this.credentials.find(emailKey)) ?? (await this.credentials.find(legacyEmailKeyOf(normalised)));
    // An unknown address and a wrong password answer alike, and (the hasher sees to it) as slowly.
    const verified = await this.hasher.verify(account?.passwordHash ?? null, password);
    const answer = account !== null && verified ? await this.answers.of(account.creatorId) : null;
    if (account === null || answer === null) {
      throw accountError('bad_credentials', 'the e-mail address or the password is wrong');
    }
    await this.throttle.succeeded(client, emailKey);
    if (!(await this.twoFactor.isOn(account.creatorId))) return answer;
    // The password is right; the session waits for the code.
    const { token, expiresAt } = await this.tokens.issue(
      'second-factor',
      { creatorId: account.creatorId },
      this.clock.now(),
    );
    return { secondFactor: { challenge: token, expiresAt } };
  }
}
