import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { itemStreamId, type ChangelogEntry } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE, UPLOAD_REFERENCES } from '../../../platform/tokens.js';
import type { UploadReferences } from '../../../platform/uploads/upload-references.js';
import { takeFirstFree, type UniqueClaim } from '../../../platform/unique-claims.js';
import { itemDecider } from '../../domain/item.decider.js';
import { newItemFields } from '../../domain/item-fields.js';
import { derivedSlugs, slugClaim } from '../../domain/slug-claims.js';
import { slugify } from '../../domain/slug.js';
import { mediaFields } from '../item-media.js';
import { invalidField } from '../../../platform/domain-error.js';
import { CreateItem, type ItemCommandResult } from './create-item.command.js';

@CommandHandler(CreateItem)
export class CreateItemHandler implements ICommandHandler<CreateItem, ItemCommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(UPLOAD_REFERENCES) private readonly uploads: UploadReferences,
  ) {}

  async execute({ kind, body, metadata }: CreateItem): Promise<ItemCommandResult> {
    const { creatorId } = metadata;
    const itemId = newIdFor(metadata, `item-${kind}`);
    const media = await mediaFields(this.uploads, kind, body, creatorId, true);
    const fields = { ...newItemFields(body), ...media, ...firstRelease(body, metadata.now) };
    // A new item's stream can refuse nothing but a repeat of itself, so its slug is taken first:
    // the one the creator chose, or the first free one the title suggests.
    const wanted = body.slug ?? slugify(fields.title);
    const candidates = body.slug === undefined ? derivedSlugs(wanted) : [wanted];
    const claimOf = (slug: string): UniqueClaim => slugClaim(kind, slug, itemId);
    const slug = await takeFirstFree(this.events, candidates, claimOf, metadata);
    if (slug === null) throw claimOf(wanted).taken();
    const outcome = await handleCommand(
      this.events,
      itemStreamId(kind, itemId),
      itemDecider,
      { type: 'Create', kind, itemId, creatorId, slug, fields },
      metadata,
    );
    return { id: itemId, slug, revision: outcome.revision, position: String(outcome.position) };
  }
}

/** A plugin created with release notes starts its changelog with its first version. */
function firstRelease(body: CreateItem['body'], now: string): { changelog?: ChangelogEntry[] } {
  if (body.releaseNotes === undefined) return {};
  if (body.version === undefined) throw invalidField('releaseNotes', 'describe a version: send the version too');
  return { changelog: [{ version: body.version, notes: body.releaseNotes.trim(), date: now }] };
}
