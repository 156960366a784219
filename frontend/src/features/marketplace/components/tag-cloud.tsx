import { tagPath } from '../../../lib/paths.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { ErrorState } from '../../../components/ui/state.js';
import { useTags } from '../api/get-tags.js';
import { LabelChips } from './label-chips.js';

/** Component tags, most used first; loads (and fails) on its own, without holding up the page. */
export function TagCloud({ limit }: { readonly limit?: number }) {
  const tags = useTags();
  if (tags.isPending) return <Spinner label="Loading tags" />;
  if (tags.isError)
    return <ErrorState error={tags.error} title="Tags could not be loaded" onRetry={() => void tags.refetch()} />;
  const sorted = [...tags.data.items].sort((a, b) => b.count - a.count).slice(0, limit);
  if (sorted.length === 0) return <p className="muted">No tags yet.</p>;
  return <LabelChips labels={sorted} pathFor={tagPath} label="Component tags" />;
}
