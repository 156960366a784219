/** The six kinds of item, as they appear in URLs. What differs per kind is data in this table. */
export const ITEM_KINDS = ['components', 'plugins', 'templates', 'tutorials', 'vectors', 'sites'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Kinds with a marketplace (sites appear only in the feed and the dashboard). */
export const MARKETPLACE_KINDS = ['components', 'plugins', 'templates', 'tutorials', 'vectors'] as const;
export type MarketplaceKind = (typeof MARKETPLACE_KINDS)[number];

export const KIND_LABELS = {
  components: { singular: 'component', typeName: 'Component' },
  plugins: { singular: 'plugin', typeName: 'Plugin' },
  templates: { singular: 'template', typeName: 'Template' },
  tutorials: { singular: 'tutorial', typeName: 'Tutorial' },
  vectors: { singular: 'vector', typeName: 'Vector' },
  sites: { singular: 'site', typeName: 'Site' },
} as const satisfies Record<ItemKind, { singular: string; typeName: string }>;

export type KindTypeName = (typeof KIND_LABELS)[ItemKind]['typeName'];

export const isItemKind = (value: string): value is ItemKind => (ITEM_KINDS as readonly string[]).includes(value);
