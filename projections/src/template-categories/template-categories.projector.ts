import { labelIndexProjector, type LabelDoc, type LabelMemberDoc } from '../published-items/label-index-projector.js';

/** A template category and how many published templates are in it. */
export type TemplateCategoryDoc = LabelDoc;
/** A published template in one of its categories: `<category>:<itemId>`, with the template's card. */
export interface TemplateCategoryItemDoc extends LabelMemberDoc {
  readonly category: string;
}

export const TEMPLATE_CATEGORIES = 'template_categories';
export const TEMPLATE_CATEGORY_ITEMS = 'template_category_items';

/** `/api/marketplace/templates/categories` (with counts) and `/categories/{slug}` (templates by category). */
export const templateCategoriesProjector = labelIndexProjector({
  name: 'template-categories',
  version: 2,
  kind: 'templates',
  field: 'categories',
  key: 'category',
  labels: TEMPLATE_CATEGORIES,
  members: TEMPLATE_CATEGORY_ITEMS,
});
