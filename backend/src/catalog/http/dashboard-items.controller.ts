import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ITEM_KINDS,
  type CommandAnswer,
  type CreatedAnswer,
  type ItemKind,
  type ItemView,
  type Page,
} from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { ItemKindPipe } from '../../platform/http/kind.pipe.js';
import { API_EXAMPLES, ApiIdParam, ApiKindParam } from '../../platform/http/openapi.js';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../../platform/http/page-query.dto.js';
import { type Actor, CurrentActor, SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { CreateItem } from '../commands/create-item/create-item.command.js';
import { DeleteItem } from '../commands/delete-item/delete-item.command.js';
import { EditItem } from '../commands/edit-item/edit-item.command.js';
import { PublishItem } from '../commands/publish-item/publish-item.command.js';
import { UnpublishItem } from '../commands/unpublish-item/unpublish-item.command.js';
import { GetMyItem } from '../queries/get-my-item/get-my-item.query.js';
import { ListMyItems } from '../queries/list-my-items/list-my-items.query.js';
import { ANY_KIND_BODIES, itemBodies } from './item.dto.js';

const BODIES = itemBodies();

/** A signed-in creator's own items of every kind: one controller, the kind is data. */
@ApiTags('dashboard: items')
@Controller('api/dashboard')
export class DashboardItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':kind')
  @ApiKindParam(ITEM_KINDS)
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
  @ApiKindParam(ITEM_KINDS)
  @ApiBody({ type: ANY_KIND_BODIES.create })
  @HttpCode(201)
  create(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CreatedAnswer> {
    return this.commands.execute(new CreateItem(kind, validateBody(BODIES[kind].create, body), metadata));
  }

  @Get(':kind/:id')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  async get(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ItemView> {
    const item = await this.queries.execute(new GetMyItem(kind, actor.creatorId, id));
    void reply.header('etag', `"${item.revision}"`);
    return item;
  }

  @Patch(':kind/:id')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  @ApiBody({ type: ANY_KIND_BODIES.edit })
  edit(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CommandAnswer> {
    const changes = validateBody(BODIES[kind].edit, body);
    return this.commands.execute(new EditItem(kind, id, changes, metadata));
  }

  @Post(':kind/:id/publish')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  @HttpCode(200)
  publish(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new PublishItem(kind, id, metadata));
  }

  @Post(':kind/:id/unpublish')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  @HttpCode(200)
  unpublish(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new UnpublishItem(kind, id, metadata));
  }

  @Delete(':kind/:id')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  @HttpCode(204)
  async remove(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @SignedIn() metadata: SignedInMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.commands.execute(new DeleteItem(kind, id, metadata));
    // A 204 has no body, so the position travels in a header.
    void reply.header('x-position', position);
  }
}
