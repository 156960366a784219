import { data } from 'react-router';
import { NotFound } from '../../components/not-found.js';
import type { RouteHead } from '../head/page-head.js';
import { missingHead } from '../head/missing-head.js';

/**
 * Any address no screen answers: a 404 the page is rendered with, not an error, so the server's
 * page hydrates in the browser like any other.
 */
export function loader() {
  return data(null, { status: 404 });
}

export function Component() {
  return <NotFound />;
}

export const head: RouteHead = () => missingHead(404);
