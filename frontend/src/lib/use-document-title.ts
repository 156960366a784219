import { useEffect } from 'react';
import { describeNamespace, pastNamespace } from './as-of.js';

const SITE = 'Creators';

/** Sets the tab's title for the current screen; a page of the past says so there too. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const past = pastNamespace();
    const site = past === null ? SITE : `${SITE} as of ${describeNamespace(past)}`;
    document.title = title === '' ? site : `${title} · ${site}`;
  }, [title]);
}
