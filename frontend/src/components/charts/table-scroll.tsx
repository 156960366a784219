import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone rather than widening the page. It can take focus,
 * so keyboard users can scroll it too, and is named for screen readers.
 */
export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
