import { categoryPath } from '../../../lib/paths.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { ErrorState } from '../../../components/ui/state.js';
import { useCategories } from '../api/get-categories.js';
import { LabelChips } from './label-chips.js';

/** Template categories, most used first; loads (and fails) on its own, without holding up the page. */
export function CategoryLinks({ limit }: { readonly limit?: number }) {
  const categories = useCategories();
  if (categories.isPending) return <Spinner label="Loading categories" />;
  if (categories.isError)
    return (
      <ErrorState
        error={categories.error}
        title="Categories could not be loaded"
        onRetry={() => void categories.refetch()}
      />
    );
  const sorted = [...categories.data.items].sort((a, b) => b.count - a.count).slice(0, limit);
  if (sorted.length === 0) return <p className="muted">No categories yet.</p>;
  return <LabelChips labels={sorted} pathFor={categoryPath} label="Template categories" />;
}
