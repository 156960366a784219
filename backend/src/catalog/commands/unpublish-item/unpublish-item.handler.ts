import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemChangeResult } from '../item-change.command.js';
import { ItemChanges } from '../item-changes.js';
import { UnpublishItem } from './unpublish-item.command.js';

@CommandHandler(UnpublishItem)
export class UnpublishItemHandler implements ICommandHandler<UnpublishItem, ItemChangeResult> {
  constructor(private readonly items: ItemChanges) {}

  execute(command: UnpublishItem): Promise<ItemChangeResult> {
    return this.items.apply(command, { type: 'Unpublish', kind: command.kind, creatorId: command.metadata.creatorId });
  }
}
