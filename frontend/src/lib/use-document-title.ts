import { useEffect } from 'react';

const SITE = 'Creators';

/** Sets the tab's title for the current screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === '' ? SITE : `${title} · ${SITE}`;
  }, [title]);
}
