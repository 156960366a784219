import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemChangeResult } from '../item-change.command.js';
import { ItemChanges } from '../item-changes.js';
import { PublishItem } from './publish-item.command.js';

@CommandHandler(PublishItem)
export class PublishItemHandler implements ICommandHandler<PublishItem, ItemChangeResult> {
  constructor(private readonly items: ItemChanges) {}

  execute(command: PublishItem): Promise<ItemChangeResult> {
    return this.items.apply(command, { type: 'Publish', kind: command.kind, creatorId: command.metadata.creatorId });
  }
}
