import { replace } from 'react-router';

/**
 * Where a page asked for by a former slug lives now: for good (301, what the server answers a
 * visitor or a search engine), taking the old address's place in the browser's history.
 */
export const movedTo = (path: string): Response => replace(path, 301);
