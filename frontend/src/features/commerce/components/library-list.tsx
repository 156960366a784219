import { orderNumber, type LibraryEntry } from '@creators/contracts';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.js';
import { Cover } from '../../../components/ui/cover.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { creatorPath, itemPath } from '../../../lib/paths.js';
import { EntitledFiles } from './entitled-files.js';
import { RefundRequest } from './refund-request.js';
import { ReleaseUpdate } from './release-update.js';

/** Everything the account got or bought, newest first, each with its files, receipt and licence. */
export function LibraryList({ entries }: { readonly entries: readonly LibraryEntry[] }) {
  return (
    <ul className="library-list" aria-label="Your items">
      {entries.map((entry) => (
        <li key={entry.itemId}>
          <LibraryEntryCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function LibraryEntryCard({ entry }: { readonly entry: LibraryEntry }) {
  const headingId = `library-${entry.itemId}`;
  return (
    <article className="library-entry" aria-labelledby={headingId}>
      <div className="library-cover">
        <Cover
          title={entry.title}
          image={entry.coverImage}
          url={entry.coverImageUrl}
          sizes="(min-width: 700px) 200px, 100vw"
        />
      </div>
      <div className="library-body">
        <h2 id={headingId} className="library-title">
          {entry.stillListed ? <Link to={itemPath(entry.kind, entry.slug)}>{entry.title}</Link> : entry.title}
        </h2>
        <p className="library-meta">
          <Link to={creatorPath(entry.creator.handle)} className="card-creator">
            <Avatar name={entry.creator.name} url={null} size={24} decorative />
            <span>{entry.creator.name}</span>
          </Link>
          <span className={entry.way === 'purchase' ? 'badge badge-bought' : 'badge badge-got'}>
            {entry.way === 'purchase' ? 'Bought' : 'Got for free'}
          </span>
          <span>
            on <time dateTime={entry.acquiredAt}>{formatDate(entry.acquiredAt)}</time>
          </span>
          {entry.stillListed ? null : <span className="muted">No longer listed; yours to keep.</span>}
        </p>
        {entry.receipt === null ? null : (
          <dl className="facts facts-compact receipt" aria-label={`Receipt for “${entry.title}”`}>
            <div>
              <dt>Order number</dt>
              <dd>{orderNumber(entry.receipt.orderId)}</dd>
            </div>
            <div>
              <dt>Paid on</dt>
              <dd>
                <time dateTime={entry.receipt.paidAt}>{formatDate(entry.receipt.paidAt)}</time>
              </dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatMoney(entry.receipt.amount, entry.receipt.currency)}</dd>
            </div>
            <div>
              <dt>Currency</dt>
              <dd>{entry.receipt.currency.toUpperCase()}</dd>
            </div>
          </dl>
        )}
        <ReleaseUpdate entry={entry} />
        <EntitledFiles files={entry.files} links={entry.links} title={entry.title} />
        <details className="licence">
          <summary>
            Licence{entry.licenceId === null ? '' : <span className="muted"> · {entry.licenceId}</span>}
            <span className="visually-hidden"> for “{entry.title}”</span>
          </summary>
          <p className="licence-text">{entry.licenceText}</p>
        </details>
        <RefundRequest entry={entry} />
      </div>
    </article>
  );
}
