import type { PageHead } from '@creators/contracts';
import { pageHead } from './page-head.js';

/** The head of a page that is not there (404), was removed (410), or could not be read (anything else). */
export function missingHead(status: number): PageHead {
  if (status === 404) return pageHead('Not found', { description: 'There is nothing at this address.' });
  if (status === 410) return pageHead('Removed', { description: 'This item was removed by its creator.' });
  return pageHead('Something went wrong', { description: 'We could not show this page.' });
}
