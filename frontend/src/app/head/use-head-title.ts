import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { describeNamespace, pastNamespace } from '../../lib/as-of.js';
import type { RouteHandle } from '../route-handle.js';
import type { RouteHead } from './page-head.js';

/**
 * Gives the tab the title of the screen's own head, the one the server gave the page, so it does
 * not change once the browser takes the page over; a page of the past says so after it.
 */
export function useHeadTitle(head: RouteHead): void {
  const queryClient = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  const kind = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.kind)
    .findLast((k) => k !== undefined);
  // After every render: the head reads the query cache, whose data may have moved since.
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin);
    const title = head({ origin: url.origin, url, params, kind, queryClient })?.title;
    if (title === undefined) return;
    const past = pastNamespace();
    document.title = past === null ? title : `${title} as of ${describeNamespace(past)}`;
  });
}
