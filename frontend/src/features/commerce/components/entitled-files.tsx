import type { EntitledFile, EntitledLinks } from '@creators/contracts';
import { formatBytes } from '../../../lib/format.js';
import { safeExternalUrl } from '../../../lib/safe-url.js';

const linkOf = (url: string | undefined): string | null => (url === undefined ? null : safeExternalUrl(url));

/**
 * What someone entitled to an item takes away: each file as a download (a signed, short-lived
 * address of their own) and the remix or install link. `title` names the item in the buttons'
 * accessible names, where several items' files share a page (the library).
 */
export function EntitledFiles({
  files,
  links,
  title,
}: {
  readonly files: readonly EntitledFile[];
  readonly links: EntitledLinks;
  readonly title?: string;
}) {
  const remix = linkOf(links.remixUrl);
  const install = linkOf(links.installUrl);
  const of = title === undefined ? '' : ` of “${title}”`;
  if (files.length === 0 && remix === null && install === null) return null;
  return (
    <div className="entitled">
      {files.length === 0 ? null : (
        <ul className="file-list" aria-label={`Files${of}`}>
          {files.map((file) => (
            <li key={file.uploadId}>
              <a
                className="button small"
                href={file.downloadUrl}
                download={file.name}
                aria-label={`Download ${file.name}${of}`}
              >
                <span aria-hidden="true">↓</span> {file.name}
              </a>
              <span className="file-facts">
                {file.format === null ? '' : `${file.format.toUpperCase()} · `}
                {formatBytes(file.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {remix === null && install === null ? null : (
        <p className="item-actions">
          {install === null ? null : (
            <a href={install} className="button secondary" target="_blank" rel="noopener noreferrer">
              Install{title === undefined ? '' : <span className="visually-hidden">{of}</span>}
            </a>
          )}
          {remix === null ? null : (
            <a href={remix} className="button secondary" target="_blank" rel="noopener noreferrer">
              Duplicate to remix{title === undefined ? '' : <span className="visually-hidden">{of}</span>}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
