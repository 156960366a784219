import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { KINDS, SITE_DESCRIPTION, SITE_NAME, majorUnits, type ImageRef, type ItemKind } from '@creators/contracts';
import { findCreatorByHandle, findPublishedItem } from '@creators/projections';
import type { BlobStore, DocumentStore } from '@creators/storage';
import { BLOB_STORE, DOCUMENT_STORE } from '../../platform/tokens.js';
import { drawShareImage, type ShareCard } from './share-image.js';

/** A drawn link preview and its validator (a hash of everything drawn on it). */
export interface ShareImageAnswer {
  readonly etag: string;
  readonly png: Buffer;
}

/** Drawn pictures kept, by what was drawn: a shared link is asked for by many previewers at once. */
const KEPT = 200;

/**
 * The link previews of the home, an item (its cover, title and creator) and a creator (their
 * avatar, name and bio), drawn from the read models when asked for, and kept by content: a change
 * of title or cover draws a new one, nothing else does.
 */
@Injectable()
export class ShareImages {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  home(): Promise<ShareImageAnswer> {
    return this.draw({ eyebrow: 'Marketplace', title: SITE_NAME, byline: SITE_DESCRIPTION, footer: SITE_NAME }, null);
  }

  async item(kind: ItemKind, slug: string): Promise<ShareImageAnswer | null> {
    const lookup = await findPublishedItem(this.documents, kind, slug);
    if (lookup === null) return null;
    if (!('found' in lookup)) return this.item(kind, lookup.movedTo);
    const item = lookup.found;
    const { amount, currency } = item.price;
    const price =
      amount === 0
        ? 'Free'
        : new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(majorUnits(amount, currency)));
    return this.draw(
      {
        eyebrow: KINDS[item.kind].labelOne,
        title: item.title,
        byline: `by ${item.creator.name}`,
        footer: `${price} · ${SITE_NAME}`,
      },
      item.coverImage === null || item.coverImage === undefined ? null : { image: item.coverImage, shape: 'wide' },
    );
  }

  async creator(handle: string): Promise<ShareImageAnswer | null> {
    const lookup = await findCreatorByHandle(this.documents, handle);
    if (lookup === null) return null;
    if (!('found' in lookup)) return this.creator(lookup.movedTo);
    const creator = lookup.found;
    return this.draw(
      {
        eyebrow: 'Creator',
        title: creator.name,
        byline: creator.bio === '' ? `@${creator.handle}` : creator.bio,
        footer: `@${creator.handle} · ${SITE_NAME}`,
      },
      creator.avatar === null || creator.avatar === undefined ? null : { image: creator.avatar, shape: 'round' },
    );
  }

  private async draw(
    words: Omit<ShareCard, 'picture'>,
    picture: { readonly image: ImageRef; readonly shape: 'wide' | 'round' } | null,
  ): Promise<ShareImageAnswer> {
    const rendition = picture === null ? null : largestUpTo(picture.image, 1000);
    const etag = createHash('sha256')
      .update(JSON.stringify([words, rendition?.hash ?? null, picture?.shape ?? null]))
      .digest('base64url')
      .slice(0, 27);
    let png = this.kept.get(etag);
    if (png === undefined) {
      png = (async () => {
        const bytes = rendition === null ? null : await this.bytesOf(rendition.hash);
        return drawShareImage({
          ...words,
          picture: bytes === null || picture === null ? null : { bytes, shape: picture.shape },
        });
      })();
      this.kept.set(etag, png);
      // A failed drawing is not kept; the oldest goes when there are too many.
      png.catch(() => this.kept.delete(etag));
      if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value ?? etag);
    }
    return { etag, png: await png };
  }

  private async bytesOf(hash: string): Promise<Buffer | null> {
    const read = await this.blobs.get(hash);
    if (read === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}

/** The widest rendition no wider than `limit` (or the narrowest, if all are wider). */
function largestUpTo(image: ImageRef, limit: number): { readonly hash: string } | null {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.filter((variant) => variant.width <= limit).pop() ?? sorted[0] ?? null;
}
