import type { PageHead } from '@creators/contracts';
import { NOT_FOUND_TITLE } from '../../components/not-found.js';
import { pageHead } from './page-head.js';

/** The head of a page that is not there (404), was removed (410), or could not be read (anything else). */
export function missingHead(status: number): PageHead {
  // Titled as the not-found page the browser shows for both.
  if (status === 404) return pageHead(NOT_FOUND_TITLE, { description: 'There is nothing at this address.' });
  if (status === 410) return pageHead(NOT_FOUND_TITLE, { description: 'This item was removed by its creator.' });
  return pageHead('Something went wrong', { description: 'We could not show this page.' });
}
