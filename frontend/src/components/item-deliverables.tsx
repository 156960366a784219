import type { ItemFile, PublicItemView } from '@creators/contracts';
import { formatBytes, formatDate } from '../lib/format.js';
import { ItemChangelog } from './item-changelog.js';

/**
 * What comes with an item, as anyone may see it: each file's name, format and size (and SHA-256,
 * to check a download against). Never a download link: those are handed to the entitled only.
 */
export function IncludedFiles({
  files,
  label = 'Included files',
}: {
  readonly files: readonly ItemFile[];
  readonly label?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="file-list" aria-label={label}>
      {files.map((file) => (
        <li key={file.uploadId}>
          <span>{file.name}</span>
          <span className="file-facts">
            {file.format === null ? '' : `${file.format.toUpperCase()} · `}
            {formatBytes(file.size)}
            {' · '}
            <abbr title={`SHA-256 ${file.hash}`}>SHA-256 {file.hash.slice(0, 12)}…</abbr>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an item delivers: the files it includes and its changelog (releases, with a plugin's notes
 * from before releases, and the price and description changes). `files: false` leaves the files to
 * the page's own get-or-buy panel.
 */
export function ItemDeliverables({ item, files = true }: { readonly item: PublicItemView; readonly files?: boolean }) {
  const included = files ? (item.files ?? []) : [];
  if (included.length === 0 && item.updates.length === 0) return null;
  return (
    <section aria-labelledby="deliverables-heading" className="deliverables">
      <h2 id="deliverables-heading" className="aside-heading">
        {included.length > 0 ? 'What’s included' : 'Releases'}
      </h2>
      {item.updatedOn === null ? null : (
        <p className="muted">
          Updated <time dateTime={item.updatedOn}>{formatDate(item.updatedOn)}</time>
        </p>
      )}
      <IncludedFiles files={included} />
      <ItemChangelog lines={item.updates} />
    </section>
  );
}
