import { Command } from '@nestjs/cqrs';
import type { SignInAnswer } from '@creators/contracts';

/** Checks an e-mail and password, throttled per client and per address; the session is started apart (after the second factor, when the account asks for one). */
export class SignIn extends Command<SignInAnswer> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Who is trying (the client's IP address), for throttling. */
    readonly client: string,
  ) {
    super();
  }
}
