import { describeNamespace, pastNamespace } from '../../../lib/as-of.js';

/**
 * Says, on every page of an as-of build, that it is the past: what is shown is the marketplace as
 * it stood, read-only. Its links leave the past (whole pages, outside the router's basename).
 */
export function AsOfBanner() {
  const past = pastNamespace();
  if (past === null) return null;
  return (
    <div className="as-of-banner" role="note" aria-label="A past view">
      <strong>The marketplace as it stood at {describeNamespace(past)}.</strong> A past view, read-only: what has
      happened since is not shown. <a href="/analytics">Back to analytics</a> ·{' '}
      <a href="/marketplace">The live marketplace</a>
    </div>
  );
}
