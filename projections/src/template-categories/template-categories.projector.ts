import { collectionName } from '@creators/storage';
import { labelIndexProjector, type LabelDoc } from '../published-items/label-index-projector.js';

/** A template category and how many published templates are in it. */
export type TemplateCategoryDoc = LabelDoc;

export const TEMPLATE_CATEGORIES = collectionName<LabelDoc>('template_categories');

/** `/api/marketplace/templates/categories` (with counts); the templates in one are `public_items` holding it. */
export const templateCategoriesProjector = labelIndexProjector({
  name: 'template-categories',
  version: 3,
  kind: 'templates',
  field: 'categories',
  labels: TEMPLATE_CATEGORIES,
});
