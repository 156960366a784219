import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { type Actor, CurrentActor, SignedIn } from '../../platform/http/request-context.js';
import { API_EXAMPLES, ApiIdParam } from '../../platform/http/openapi.js';
import { validateBody } from '../../platform/http/validation.js';
import { AddLink, type AddedLinkAnswer } from '../commands/add-link/add-link.command.js';
import { EditLink } from '../commands/edit-link/edit-link.command.js';
import { RemoveLink } from '../commands/remove-link/remove-link.command.js';
import { ReorderLinks } from '../commands/reorder-links/reorder-links.command.js';
import { ListMyLinks, type MyLinks } from '../queries/list-my-links/list-my-links.query.js';
import { AddLinkDto, EditLinkDto, ReorderLinksDto } from './link.dto.js';

/** A signed-in creator's own links (the global guard refuses everyone else). */
@ApiTags('dashboard: links')
@Controller('api/dashboard/links')
export class DashboardLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<MyLinks> {
    const links = await this.queries.execute(new ListMyLinks(actor.creatorId));
    void reply.header('etag', `"${links.revision}"`);
    return links;
  }

  @Post()
  @ApiBody({ type: AddLinkDto })
  @HttpCode(201)
  add(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<AddedLinkAnswer> {
    const { title, url } = validateBody(AddLinkDto, body);
    return this.commands.execute(new AddLink(title, url, metadata));
  }

  // Declared before `:id` so the static route reads first; the router prefers static segments anyway.
  @Put('order')
  @ApiBody({ type: ReorderLinksDto })
  reorder(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CommandAnswer> {
    const { ids } = validateBody(ReorderLinksDto, body);
    return this.commands.execute(new ReorderLinks(ids, metadata));
  }

  @Patch(':id')
  @ApiIdParam(API_EXAMPLES.linkId)
  @ApiBody({ type: EditLinkDto })
  edit(@Param('id') id: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CommandAnswer> {
    const { title, url } = validateBody(EditLinkDto, body);
    return this.commands.execute(
      new EditLink(id, { ...(title === undefined ? {} : { title }), ...(url === undefined ? {} : { url }) }, metadata),
    );
  }

  @Delete(':id')
  @ApiIdParam(API_EXAMPLES.linkId)
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @SignedIn() metadata: SignedInMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.commands.execute(new RemoveLink(id, metadata));
    // A 204 has no body, so the position travels in a header.
    void reply.header('x-position', position);
  }
}
