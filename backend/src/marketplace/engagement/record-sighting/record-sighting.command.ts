import { Command } from '@nestjs/cqrs';
import type { ItemKind } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** A visitor opened an item's page (`view`) or its preview (`preview`); counted once per visitor a day. */
export class RecordSighting extends Command<void> {
  constructor(
    readonly kind: ItemKind,
    readonly slug: string,
    readonly sighting: 'view' | 'preview',
    /** Who looks (`VisitorKeys.identify`): a visitor id, or an address. */
    readonly visitor: { readonly identity: string },
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
