import { Body, Delete, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import type { CollectionScope } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import type { RateLimit, RateLimiter } from '../../platform/rate-limits.js';
import {
  CurateCollection,
  type CurationAnswer,
  type CurationStep,
} from '../commands/curate-collection/curate-collection.command.js';
import { CollectionOrderDto, CollectionTextDto } from './curation.dto.js';

/** Changes to collections one account may make an hour: plenty for curating, little for a flood. */
export const COLLECTION_STEPS_PER_ACCOUNT: RateLimit = { name: 'collection-steps', limit: 300, windowMs: 3_600_000 };

/**
 * The steps on a collection, alike for a person's own and a moderator's featured ones: the two
 * controllers differ in their path, their role and their scope.
 */
export abstract class CollectionSteps {
  protected abstract readonly scope: CollectionScope;

  protected constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  private async step(collectionId: string | null, step: CurationStep, metadata: SignedInMetadata) {
    await this.limiter.take(COLLECTION_STEPS_PER_ACCOUNT, metadata.creatorId, 'changes to collections');
    return this.commands.execute<CurateCollection, CurationAnswer>(
      new CurateCollection(this.scope, collectionId, step, metadata),
    );
  }

  @Post()
  @HttpCode(201)
  @ApiBody({ type: CollectionTextDto })
  create(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CurationAnswer> {
    const { title, description } = validateBody(CollectionTextDto, body);
    return this.step(null, { type: 'Create', title, description: description ?? '' }, metadata);
  }

  @Patch(':id')
  @ApiBody({ type: CollectionTextDto })
  edit(
    @Param('id') id: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CurationAnswer> {
    const { title, description } = validateBody(CollectionTextDto, body);
    return this.step(id, { type: 'Edit', title, description: description ?? '' }, metadata);
  }

  @Put(':id/items/:itemId')
  add(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CurationAnswer> {
    return this.step(id, { type: 'AddItem', itemId }, metadata);
  }

  @Delete(':id/items/:itemId')
  remove(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CurationAnswer> {
    return this.step(id, { type: 'RemoveItem', itemId }, metadata);
  }

  @Put(':id/order')
  @ApiBody({ type: CollectionOrderDto })
  reorder(
    @Param('id') id: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CurationAnswer> {
    const { itemIds } = validateBody(CollectionOrderDto, body);
    return this.step(id, { type: 'Reorder', itemIds }, metadata);
  }

  @Post(':id/publish')
  @HttpCode(200)
  publish(@Param('id') id: string, @SignedIn() metadata: SignedInMetadata): Promise<CurationAnswer> {
    return this.step(id, { type: 'Publish' }, metadata);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  unpublish(@Param('id') id: string, @SignedIn() metadata: SignedInMetadata): Promise<CurationAnswer> {
    return this.step(id, { type: 'Unpublish' }, metadata);
  }

  @Delete(':id')
  delete(@Param('id') id: string, @SignedIn() metadata: SignedInMetadata): Promise<CurationAnswer> {
    return this.step(id, { type: 'Delete' }, metadata);
  }
}
