import {
  COMPONENT_TAG_ITEMS,
  COMPONENT_TAGS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_ITEMS,
  type LabelDoc,
} from '@creators/projections';
import type { LabelCount } from '@creators/contracts';

/** Component tags and template categories work alike; what differs is which collections hold them. */
export const LABEL_INDEXES = {
  tags: { kind: 'components', labels: COMPONENT_TAGS, members: COMPONENT_TAG_ITEMS, key: 'tag', noun: 'tag' },
  categories: {
    kind: 'templates',
    labels: TEMPLATE_CATEGORIES,
    members: TEMPLATE_CATEGORY_ITEMS,
    key: 'category',
    noun: 'category',
  },
} as const;

export type LabelIndex = keyof typeof LABEL_INDEXES;

export const toCount = ({ slug, label, count }: LabelDoc): LabelCount => ({ slug, label, count });
