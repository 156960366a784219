import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Its title, also the server's for a page that is not there or was removed. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The one not-found page, however one gets there: calm, in one wording, with ways on. */
export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <section className="state">
      <h1>Page not found</h1>
      <p>Nothing lives at this address. It may have moved or been removed.</p>
      <p className="state-actions">
        <Link to="/marketplace" className="button">
          Go to the marketplace
        </Link>
        <Link to="/marketplace/search">Search</Link>
        <Link to="/feed">See the feed</Link>
      </p>
    </section>
  );
}
