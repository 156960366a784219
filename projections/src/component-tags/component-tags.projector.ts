import { collectionName } from '@creators/storage';
import { labelIndexProjector, type LabelDoc } from '../published-items/label-index-projector.js';

/** A component tag and how many published components carry it. */
export type ComponentTagDoc = LabelDoc;

export const COMPONENT_TAGS = collectionName<LabelDoc>('component_tags');

/** `/api/marketplace/components/tags` (with counts); the components under a tag are `public_items` holding it. */
export const componentTagsProjector = labelIndexProjector({
  name: 'component-tags',
  version: 3,
  kind: 'components',
  field: 'tags',
  labels: COMPONENT_TAGS,
});
