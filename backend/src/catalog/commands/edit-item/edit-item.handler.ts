import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UPLOAD_REFERENCES } from '../../../platform/tokens.js';
import type { UploadReferences } from '../../../platform/uploads/upload-references.js';
import { fieldChanges } from '../../domain/item-fields.js';
import type { ItemChangeResult } from '../item-change.command.js';
import { ItemChanges } from '../item-changes.js';
import { mediaFields } from '../item-media.js';
import { EditItem } from './edit-item.command.js';

@CommandHandler(EditItem)
export class EditItemHandler implements ICommandHandler<EditItem, ItemChangeResult> {
  constructor(
    private readonly items: ItemChanges,
    @Inject(UPLOAD_REFERENCES) private readonly uploads: UploadReferences,
  ) {}

  async execute(edit: EditItem): Promise<ItemChangeResult> {
    const { kind, body, metadata } = edit;
    const { creatorId } = metadata;
    const media = await mediaFields(this.uploads, kind, body, creatorId, false);
    const changes = { ...fieldChanges(body), ...media };
    const renamed = body.slug === undefined ? {} : { slug: body.slug };
    const release =
      body.releaseNotes === undefined ? {} : { release: { notes: body.releaseNotes, date: metadata.now } };
    return this.items.apply(edit, { type: 'Edit', kind, creatorId, changes, ...renamed, ...release });
  }
}
