import { Command } from '@nestjs/cqrs';
import type { SignUpRequested } from '@creators/contracts';

export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  readonly handle: string;
  readonly name: string;
  /** Where the person was going (a path on this site), kept in the link. */
  readonly next?: string;
}

/**
 * Someone asks to join from the web: every check, then an e-mail to the address. The answer is
 * the same whether the address has an account or not; only its owner learns which, by e-mail.
 */
export class RequestSignUp extends Command<SignUpRequested> {
  constructor(readonly request: SignUpRequest) {
    super();
  }
}
