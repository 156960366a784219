import { Command } from '@nestjs/cqrs';
import type { ItemKind, NewItemBody } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

export interface ItemCommandResult {
  readonly id: string;
  readonly slug: string;
  readonly revision: number;
  readonly position: string;
}

/** `CreateComponent`, `CreateTemplate`, ...: a creator starts a draft of some kind. */
export class CreateItem extends Command<ItemCommandResult> {
  constructor(
    readonly kind: ItemKind,
    readonly body: NewItemBody,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
