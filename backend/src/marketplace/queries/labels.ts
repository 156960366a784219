import { COMPONENT_TAGS, TEMPLATE_CATEGORIES, type LabelDoc } from '@creators/projections';
import { templateCategoryLabel, type LabelCount } from '@creators/contracts';

/** Component tags and template categories work alike; what differs is which kind and list field hold them. */
export const LABEL_INDEXES = {
  tags: { kind: 'components', labels: COMPONENT_TAGS, field: 'tags', noun: 'tag' },
  categories: { kind: 'templates', labels: TEMPLATE_CATEGORIES, field: 'categories', noun: 'category' },
} as const;

export type LabelIndex = keyof typeof LABEL_INDEXES;

/** A listed category reads as the list names it (`SaaS`); the read model spells any other label from its slug. */
export const toCount = (index: LabelIndex, { slug, label, count }: LabelDoc): LabelCount => ({
  slug,
  label: (index === 'categories' ? templateCategoryLabel(slug) : undefined) ?? label,
  count,
});
