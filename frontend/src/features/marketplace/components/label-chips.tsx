import type { LabelCount } from '@creators/contracts';
import { Link } from 'react-router';

/** Tags or categories as links, each with its count. */
export function LabelChips({
  labels,
  pathFor,
  label,
}: {
  readonly labels: readonly LabelCount[];
  readonly pathFor: (slug: string) => string;
  readonly label: string;
}) {
  return (
    <ul className="chips" aria-label={label}>
      {labels.map((item) => (
        <li key={item.slug}>
          <Link to={pathFor(item.slug)} className="chip">
            {item.label} <span className="chip-count">{item.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
