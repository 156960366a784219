import type { ItemFields, ItemKind } from '@creators/contracts';

/**
 * What differs between the six kinds, as data: which extra fields a kind has, and what it needs
 * before it can be published. Everything else (commands, events, rules) is one mechanism.
 */
export type ExtraField = 'tags' | 'categories' | 'version' | 'level' | 'durationMinutes' | 'formats' | 'siteUrl';

export interface KindRules {
  readonly extraFields: readonly ExtraField[];
  /** Fields that must have a value before the item can be published. */
  readonly requiredToPublish: readonly (keyof ItemFields)[];
}

export const KIND_RULES: Readonly<Record<ItemKind, KindRules>> = {
  components: { extraFields: ['tags'], requiredToPublish: ['title', 'summary'] },
  plugins: { extraFields: ['version'], requiredToPublish: ['title', 'summary', 'version'] },
  templates: { extraFields: ['categories'], requiredToPublish: ['title', 'summary'] },
  tutorials: { extraFields: ['level', 'durationMinutes'], requiredToPublish: ['title', 'summary', 'level'] },
  vectors: { extraFields: ['formats'], requiredToPublish: ['title', 'summary'] },
  sites: { extraFields: ['siteUrl'], requiredToPublish: ['title', 'siteUrl'] },
};

export const ALL_EXTRA_FIELDS: readonly ExtraField[] = [
  'tags',
  'categories',
  'version',
  'level',
  'durationMinutes',
  'formats',
  'siteUrl',
];

export const VECTOR_FORMATS = ['svg', 'pdf', 'eps', 'ai', 'png', 'figma'] as const;
export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
