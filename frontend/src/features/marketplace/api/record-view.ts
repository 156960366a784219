import type { ItemKind } from '@creators/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client.js';

/** Counts a page view (the server counts one per visitor a day). */
export const recordView = (kind: ItemKind, slug: string): Promise<null> =>
  api.post<null>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}/views`);

/** Sends the view once when an item page opens (and again only for another item). */
export function useRecordView(kind: ItemKind, slug: string): void {
  // StrictMode runs effects twice in development; the ref keeps that to one request.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${kind}/${slug}`;
    if (sent.current === key) return;
    sent.current = key;
    // Counting is best-effort: a lost view is not worth bothering the visitor with.
    recordView(kind, slug).catch(() => undefined);
  }, [kind, slug]);
}
