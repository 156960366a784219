import { Command } from '@nestjs/cqrs';
import type { CreateDiscountCodeRequest } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator makes a discount code for one of their items, or all of them. */
export class CreateDiscountCode extends Command<{ readonly code: string }> {
  constructor(
    readonly request: CreateDiscountCodeRequest,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
