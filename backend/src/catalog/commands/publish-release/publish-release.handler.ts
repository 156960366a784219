import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UPLOAD_REFERENCES } from '../../../platform/tokens.js';
import type { UploadReferences } from '../../../platform/uploads/upload-references.js';
import type { ItemChangeResult } from '../item-change.command.js';
import { ItemChanges } from '../item-changes.js';
import { mediaFields } from '../item-media.js';
import { PublishRelease } from './publish-release.command.js';

/** The release's files are checked as an edit's are (the creator's own uploads, formats for vectors). */
@CommandHandler(PublishRelease)
export class PublishReleaseHandler implements ICommandHandler<PublishRelease, ItemChangeResult> {
  constructor(
    private readonly items: ItemChanges,
    @Inject(UPLOAD_REFERENCES) private readonly uploads: UploadReferences,
  ) {}

  async execute(release: PublishRelease): Promise<ItemChangeResult> {
    const { kind, body, metadata } = release;
    const { creatorId } = metadata;
    const media = await mediaFields(this.uploads, kind, { files: body.files ?? [] }, creatorId, false);
    return this.items.apply(release, {
      type: 'Release',
      kind,
      creatorId,
      version: body.version,
      notes: body.notes,
      files: media.files ?? [],
    });
  }
}
