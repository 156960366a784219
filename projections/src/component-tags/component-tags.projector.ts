import { labelIndexProjector, type LabelDoc, type LabelMemberDoc } from '../published-items/label-index-projector.js';

/** A component tag and how many published components carry it. */
export type ComponentTagDoc = LabelDoc;
/** A published component under one of its tags: `<tag>:<itemId>`, with the component's card. */
export interface ComponentTagItemDoc extends LabelMemberDoc {
  readonly tag: string;
}

export const COMPONENT_TAGS = 'component_tags';
export const COMPONENT_TAG_ITEMS = 'component_tag_items';

/** `/api/marketplace/components/tags` (with counts) and `/tags/{slug}` (components by tag). */
export const componentTagsProjector = labelIndexProjector({
  name: 'component-tags',
  version: 2,
  kind: 'components',
  field: 'tags',
  key: 'tag',
  labels: COMPONENT_TAGS,
  members: COMPONENT_TAG_ITEMS,
});
