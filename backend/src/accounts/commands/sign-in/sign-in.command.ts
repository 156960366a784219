import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';

/** Checks an e-mail and password, throttled per client and per address; the session is started apart. */
export class SignIn extends Command<AccountAnswer> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Who is trying (the client's IP address), for throttling. */
    readonly client: string,
  ) {
    super();
  }
}
