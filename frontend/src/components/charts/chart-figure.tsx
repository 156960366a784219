import type { ReactNode } from 'react';
import { useId } from 'react';
import { TableScroll } from './table-scroll.js';

/**
 * A chart with its title, and its numbers as a table for those who cannot see the drawing (or
 * want the exact figures): the drawing is an image named by the title, the table is the data.
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  readonly title: string;
  /** One sentence of what the chart shows, read with the image. */
  readonly summary: string;
  readonly table: ReactNode;
  /** The drawing: an `svg` that takes `aria-labelledby` from here. */
  readonly children: (labelledBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="visually-hidden">
        {summary}
      </p>
      {children(`${id}-title ${id}-summary`)}
      <details className="chart-table">
        <summary>
          Show as a table<span className="visually-hidden">: {title}</span>
        </summary>
        <TableScroll label={`${title}, as a table`}>{table}</TableScroll>
      </details>
    </figure>
  );
}
