import type { ItemStatusName } from '@creators/contracts';

const LABELS: Readonly<Record<ItemStatusName, string>> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** The item's status in words (colour only repeats what the word says). */
export function StatusBadge({ status }: { readonly status: ItemStatusName }) {
  return <span className={`badge badge-${status}`}>{LABELS[status]}</span>;
}
