import { mediaError } from '../../media.errors.js';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KINDS, type ItemFile } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { findPublishedItem } from '@creators/projections';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetItemFile } from './get-item-file.query.js';

@QueryHandler(GetItemFile)
export class GetItemFileHandler implements IQueryHandler<GetItemFile, ItemFile> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug, uploadId, viewerId }: GetItemFile): Promise<ItemFile> {
    const lookup = await findPublishedItem(this.documents, kind, slug);
    // Files are addressed by the item's current slug only: a download link is not a page to redirect.
    if (lookup === null || !('found' in lookup))
      throw mediaError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
    const item = lookup.found;
    const file = item.files?.find((candidate) => candidate.uploadId === uploadId);
    if (file === undefined) throw mediaError('upload_not_found', 'this item has no such file');
    // Until purchases exist, a paid item's files are its creator's alone.
    if (item.price.amount > 0 && item.creatorId !== viewerId) {
      throw mediaError('forbidden', 'the files of a paid item come with its purchase');
    }
    return file;
  }
}
