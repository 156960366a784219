import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/**
 * False while the server renders a page and while the browser takes it over, true from then on.
 * Controls that only work with the page's script (a like, a sign-in) stay disabled until then, so
 * a click or typed text is never lost to a page that cannot handle it yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
