import { Module } from '@nestjs/common';
import { CreateItemHandler } from './commands/create-item/create-item.handler.js';
import { DeleteItemHandler } from './commands/delete-item/delete-item.handler.js';
import { EditItemHandler } from './commands/edit-item/edit-item.handler.js';
import { ItemChanges } from './commands/item-changes.js';
import { PublishItemHandler } from './commands/publish-item/publish-item.handler.js';
import { PublishReleaseHandler } from './commands/publish-release/publish-release.handler.js';
import { UnpublishItemHandler } from './commands/unpublish-item/unpublish-item.handler.js';
import { DashboardItemsController } from './http/dashboard-items.controller.js';
import { ReleasesController } from './http/releases.controller.js';
import { GetMyItemHandler } from './queries/get-my-item/get-my-item.handler.js';
import { ListMyItemsHandler } from './queries/list-my-items/list-my-items.handler.js';

/** Items of all six kinds: the creators' dashboard commands and their own lists. */
@Module({
  controllers: [DashboardItemsController, ReleasesController],
  providers: [
    ItemChanges,
    CreateItemHandler,
    EditItemHandler,
    PublishItemHandler,
    UnpublishItemHandler,
    DeleteItemHandler,
    PublishReleaseHandler,
    ListMyItemsHandler,
    GetMyItemHandler,
  ],
})
export class CatalogModule {}
