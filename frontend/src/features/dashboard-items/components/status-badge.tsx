import type { ItemStatusName, ItemView } from '@creators/contracts';

const LABELS: Readonly<Record<ItemStatusName | 'hidden', string>> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
  hidden: 'Hidden',
};

/**
 * The item's status in words (colour only repeats what the word says). An item moderators hid is
 * published but shown nowhere: it says "Hidden", not "Published".
 */
export function StatusBadge({ item }: { readonly item: Pick<ItemView, 'status' | 'moderation'> }) {
  const shown = item.moderation?.hidden === true ? 'hidden' : item.status;
  return <span className={`badge badge-${shown}`}>{LABELS[shown]}</span>;
}
