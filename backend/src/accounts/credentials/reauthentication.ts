import { Injectable } from '@nestjs/common';
import { accountError } from '../accounts.errors.js';
import { CODE_LIMITS, SignInThrottle } from '../commands/sign-in/sign-in-throttle.js';
import { CredentialStore, type Credentials } from './credential-store.js';
import { PasswordHasher } from './password-hasher.js';
import { TwoFactorStore, type CodeMatch } from './two-factor-store.js';

/**
 * Asking a signed-in creator to prove it again before a change that locks others out (a new
 * password, a new address, two-factor off): the password, the code, or both, throttled exactly as
 * signing in is, so a stolen session cannot guess its way to the account.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly twoFactor: TwoFactorStore,
  ) {}

  /** The creator's credentials, once the password matches them. */
  async password(creatorId: string, password: string, client: string, nowMs: number): Promise<Credentials> {
    const account = await this.credentials.ofCreator(creatorId);
    if (account === null) throw accountError('not_found', 'this creator has no account to sign in with');
    await this.throttle.admit(client, account.id, nowMs);
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      throw accountError('wrong_password', 'the password is wrong', [{ field: 'password', message: 'is wrong' }]);
    }
    await this.throttle.succeeded(client, account.id, nowMs);
    return account;
  }

  /** How a code matched (an authenticator code, or a recovery code, now used up); a wrong one is refused. */
  async code(creatorId: string, code: string, client: string, nowMs: number): Promise<Exclude<CodeMatch, null>> {
    await this.throttle.admit(client, creatorId, nowMs, CODE_LIMITS);
    const match = await this.twoFactor.check(creatorId, code, nowMs);
    if (match === null) throw wrongCode();
    await this.throttle.succeeded(client, creatorId, nowMs, CODE_LIMITS);
    return match;
  }

  /** The same for the code that confirms a set-up (the secret not yet on). */
  async setUpCode(creatorId: string, code: string, client: string, nowMs: number): Promise<void> {
    await this.throttle.admit(client, creatorId, nowMs, CODE_LIMITS);
    if (!(await this.twoFactor.matchesPending(creatorId, code, nowMs))) throw wrongCode();
    await this.throttle.succeeded(client, creatorId, nowMs, CODE_LIMITS);
  }
}

const wrongCode = () =>
  accountError('wrong_code', 'the code is wrong, or was used already', [
    { field: 'code', message: 'does not match; type the code the app shows now, or an unused recovery code' },
  ]);
