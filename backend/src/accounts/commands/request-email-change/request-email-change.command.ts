import { Command } from '@nestjs/cqrs';
import type { LinkSent } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in creator asks to sign in with another address, giving their password; a link goes to the new one. */
export class RequestEmailChange extends Command<LinkSent> {
  constructor(
    readonly password: string,
    readonly email: string,
    readonly client: string,
    readonly origin: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
