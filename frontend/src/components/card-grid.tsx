import type { ItemCard as ItemCardData } from '@creators/contracts';
import type { ReactNode } from 'react';
import { CARD_SIZES, ItemCard, ROW_CARD_SIZES } from './item-card.js';
import { EmptyState } from './ui/state.js';

export interface CardGridProps {
  readonly items: readonly ItemCardData[];
  readonly hrefFor: (item: ItemCardData) => string;
  readonly showKind?: boolean;
  readonly showDate?: boolean;
  /** Name the creator on each card (not on a grid of one creator's own work). */
  readonly showCreator?: boolean;
  readonly headingLevel?: 2 | 3;
  /** What an empty grid says instead. */
  readonly empty?: ReactNode;
  readonly label?: string;
  /** How many covers load at once (default: about the first row); the rest load when scrolled to. */
  readonly eagerCount?: number;
  /** A few of many (a section's newest, related items): on a phone one row that scrolls sideways, not a tall stack. */
  readonly row?: boolean;
}

// Roughly the first row on a desktop.
const FIRST_ROW = 4;

/** Cards in a responsive grid (one column, or one sideways row, on a phone; up to four on a desktop). */
export function CardGrid({
  items,
  hrefFor,
  showKind,
  showDate,
  showCreator,
  headingLevel,
  empty,
  label,
  eagerCount = FIRST_ROW,
  row = false,
}: CardGridProps) {
  if (items.length === 0) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return (
    <ul className={row ? 'card-grid card-row' : 'card-grid'} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            href={hrefFor(item)}
            showKind={showKind}
            showDate={showDate}
            showCreator={showCreator}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            sizes={row ? ROW_CARD_SIZES : CARD_SIZES}
          />
        </li>
      ))}
    </ul>
  );
}
