import { Command } from '@nestjs/cqrs';
import type { ErasureReceipt } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The signed-in creator deletes their account: with the password, and a code when two-factor sign-in is on. */
export class EraseAccount extends Command<ErasureReceipt> {
  constructor(
    readonly password: string,
    readonly code: string | null,
    readonly client: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
