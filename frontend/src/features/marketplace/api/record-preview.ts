import type { MarketplaceKind } from '@creators/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client.js';

/** Counts a preview open (the server counts one per visitor a day). */
export const recordPreview = (kind: MarketplaceKind, slug: string): Promise<null> =>
  api.post<null>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}/previews`);

/** Sends the preview open once when a preview page shows a preview. */
export function useRecordPreview(kind: MarketplaceKind, slug: string, hasPreview: boolean): void {
  // StrictMode runs effects twice in development; the ref keeps that to one request.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${kind}/${slug}`;
    if (!hasPreview || sent.current === key) return;
    sent.current = key;
    // Counting is best-effort: a lost count is not worth bothering the visitor with.
    recordPreview(kind, slug).catch(() => undefined);
  }, [kind, slug, hasPreview]);
}
