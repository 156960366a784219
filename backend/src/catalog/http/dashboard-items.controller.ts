import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { CommandAnswer, CreatedAnswer, ItemKind, ItemView, Page } from '@creators/contracts';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { ItemKindPipe } from '../../platform/http/kind.pipe.js';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../../platform/http/page-query.dto.js';
import { CurrentActor, Metadata, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { ChangeItem } from '../commands/change-item/change-item.command.js';
import { CreateItem } from '../commands/create-item/create-item.command.js';
import { KIND_RULES } from '../domain/item-kinds.js';
import { GetMyItem } from '../queries/get-my-item/get-my-item.query.js';
import { ListMyItems } from '../queries/list-my-items/list-my-items.query.js';
import { itemBodies } from './item.dto.js';

const BODIES = itemBodies(KIND_RULES);

/** A signed-in creator's own items of every kind: one controller, the kind is data. */
@Controller('api/dashboard')
export class DashboardItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':kind')
  list(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Query() page: PageQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<Page<ItemView>> {
    return this.queries.execute(
      new ListMyItems(kind, actor.creatorId, page.limit ?? DEFAULT_PAGE_SIZE, page.cursor ?? null),
    );
  }

  @Post(':kind')
  @HttpCode(201)
  create(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
  ): Promise<CreatedAnswer> {
    return this.commands.execute(new CreateItem(kind, validateBody(BODIES[kind].create, body), metadata));
  }

  @Get(':kind/:id')
  async get(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ItemView> {
    const item = await this.queries.execute(new GetMyItem(kind, actor.creatorId, id));
    void reply.header('etag', `"${item.revision}"`).header('cache-control', 'private, no-cache');
    return item;
  }

  @Patch(':kind/:id')
  edit(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
  ): Promise<CommandAnswer> {
    const changes = validateBody(BODIES[kind].edit, body);
    return this.commands.execute(new ChangeItem(kind, id, { type: 'Edit', body: changes }, metadata));
  }

  @Post(':kind/:id/publish')
  @HttpCode(200)
  publish(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Metadata() metadata: CommandMetadata,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new ChangeItem(kind, id, { type: 'Publish' }, metadata));
  }

  @Post(':kind/:id/unpublish')
  @HttpCode(200)
  unpublish(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Metadata() metadata: CommandMetadata,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new ChangeItem(kind, id, { type: 'Unpublish' }, metadata));
  }

  @Delete(':kind/:id')
  @HttpCode(204)
  async remove(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Metadata() metadata: CommandMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.commands.execute(new ChangeItem(kind, id, { type: 'Delete' }, metadata));
    // A 204 has no body, so the position travels in a header.
    void reply.header('x-position', position);
  }
}
