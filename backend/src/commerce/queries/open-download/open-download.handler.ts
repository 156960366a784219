import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findEntitlement, findItemDeliverables } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { DownloadLinks } from '../../downloads/download-links.js';
import { OpenDownload, type OpenedDownload } from './open-download.query.js';

/**
 * The link must be untouched and unexpired, opened by its own account, and that account must hold
 * the item now (a refund revokes what a link signed before it promised). A deleted or unlisted
 * item's files stay with those who hold it, and so do the files of each of its releases.
 */
@QueryHandler(OpenDownload)
export class OpenDownloadHandler implements IQueryHandler<OpenDownload, OpenedDownload> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly links: DownloadLinks,
  ) {}

  async execute({ token, viewerId }: OpenDownload): Promise<OpenedDownload> {
    const grant = await this.links.verify(token, Date.now());
    if (grant.accountId !== viewerId) {
      throw commerceError('not_entitled', 'this download link was made for another account');
    }
    const item = await findItemDeliverables(this.documents, grant.itemId);
    if (item === null) throw commerceError('item_not_found', 'this item is not known');
    const own = item.creatorId === viewerId;
    const held = own ? null : await findEntitlement(this.documents, item.id, viewerId);
    if (!own && held === null) throw commerceError('not_entitled', 'you no longer hold this item');
    // An earlier release's file, or one of the current files (the latest release's, when it has releases).
    const release =
      grant.version === undefined
        ? item.releases[0]
        : item.releases.find((candidate) => candidate.version === grant.version);
    const files = grant.version === undefined ? item.files : (release?.files ?? []);
    const file = files.find((candidate) => candidate.uploadId === grant.uploadId);
    if (file === undefined) throw commerceError('not_found', 'this item no longer has this file');
    const latestHas = release?.files.some((candidate) => candidate.uploadId === file.uploadId) === true;
    return {
      file,
      download: {
        itemId: item.id,
        kind: item.kind,
        sellerId: item.creatorId,
        accountId: viewerId,
        uploadId: file.uploadId,
        way: own ? 'own' : (held?.way ?? 'get'),
        ...(release !== undefined && latestHas ? { version: release.version } : {}),
      },
    };
  }
}
