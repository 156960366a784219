import { useEffect, useRef } from 'react';

/** The token of a mailed link: it travels in the fragment (`#token=`), which browsers never send to a server or in a Referer. */
export const linkToken = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * Uses a mailed link's token once, as soon as the page shows: a link is good once, so a second
 * use (a re-render, React's double effects) would be refused. A link without a token does nothing.
 */
export function useLinkOnce(token: string, use: () => void): void {
  const used = useRef(false);
  useEffect(() => {
    if (used.current || token === '') return;
    used.current = true;
    use();
  });
}
