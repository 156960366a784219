import { replace } from 'react-router';

/**
 * Where a page asked for by a former slug or handle lives now: for good (301, what the server
 * answers a visitor or a search engine), with the query it was asked with, taking the old
 * address's place in the browser's history.
 */
export const movedTo = (path: string, request: Request): Response =>
  replace(`${path}${new URL(request.url).search}`, 301);
