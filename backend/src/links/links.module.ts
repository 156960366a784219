import { Module } from '@nestjs/common';
import { AddLinkHandler } from './commands/add-link/add-link.handler.js';
import { EditLinkHandler } from './commands/edit-link/edit-link.handler.js';
import { RemoveLinkHandler } from './commands/remove-link/remove-link.handler.js';
import { ReorderLinksHandler } from './commands/reorder-links/reorder-links.handler.js';
import { DashboardLinksController } from './http/dashboard-links.controller.js';
import { ListMyLinksHandler } from './queries/list-my-links/list-my-links.handler.js';

/** A creator's links: add, edit, reorder, remove, and their own list. */
@Module({
  controllers: [DashboardLinksController],
  providers: [AddLinkHandler, EditLinkHandler, ReorderLinksHandler, RemoveLinkHandler, ListMyLinksHandler],
})
export class LinksModule {}
