import { Module } from '@nestjs/common';
import { ChangeItemHandler } from './commands/change-item/change-item.handler.js';
import { CreateItemHandler } from './commands/create-item/create-item.handler.js';
import { DashboardItemsController } from './http/dashboard-items.controller.js';
import { GetMyItemHandler } from './queries/get-my-item/get-my-item.handler.js';
import { ListMyItemsHandler } from './queries/list-my-items/list-my-items.handler.js';

/** Items of all six kinds: the creators' dashboard commands and their own lists. */
@Module({
  controllers: [DashboardItemsController],
  providers: [CreateItemHandler, ChangeItemHandler, ListMyItemsHandler, GetMyItemHandler],
})
export class CatalogModule {}
