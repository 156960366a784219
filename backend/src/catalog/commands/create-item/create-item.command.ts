import { Command } from '@nestjs/cqrs';
import type { ItemKind } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import type { ItemBody } from '../../http/item.dto.js';

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
    readonly body: ItemBody & { title: string },
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
