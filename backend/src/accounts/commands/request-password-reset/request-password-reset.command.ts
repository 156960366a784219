import { Command } from '@nestjs/cqrs';
import type { LinkSent } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** Someone forgot their password: a link to the address if it has an account; the same answer either way. */
export class RequestPasswordReset extends Command<LinkSent> {
  constructor(
    readonly email: string,
    /** Where the product is reached, for the link. */
    readonly origin: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
