import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ItemChangeResult } from '../item-change.command.js';
import { ItemChanges } from '../item-changes.js';
import { DeleteItem } from './delete-item.command.js';

@CommandHandler(DeleteItem)
export class DeleteItemHandler implements ICommandHandler<DeleteItem, ItemChangeResult> {
  constructor(private readonly items: ItemChanges) {}

  execute(command: DeleteItem): Promise<ItemChangeResult> {
    return this.items.apply(command, { type: 'Delete', kind: command.kind, creatorId: command.metadata.creatorId });
  }
}
