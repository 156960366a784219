/**
 * The six kinds of item, and everything that differs between them, as one table: the validation of
 * request bodies, the decider's publishing rules, the projectors and the dashboard's forms all read
 * it. Everything else (commands, events, rules) is one mechanism.
 */
export const ITEM_KINDS = ['components', 'plugins', 'templates', 'tutorials', 'vectors', 'sites'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** A table with one entry per kind, built from a function of the kind (typed without a cast). */
export function perKind<T>(make: (kind: ItemKind) => T): Record<ItemKind, T> {
  const table = {} as Record<ItemKind, T>;
  for (const kind of ITEM_KINDS) table[kind] = make(kind);
  return table;
}

/** Kinds with a marketplace (sites appear only in the feed and the dashboard). */
export const MARKETPLACE_KINDS = ['components', 'plugins', 'templates', 'tutorials', 'vectors'] as const;
export type MarketplaceKind = (typeof MARKETPLACE_KINDS)[number];

export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

export const VECTOR_FORMATS = ['svg', 'pdf', 'eps', 'ai', 'png', 'figma'] as const;
export type VectorFormat = (typeof VECTOR_FORMATS)[number];

/**
 * Words the marketplace uses for its own pages beneath a kind (`/marketplace/components/tags`,
 * `/marketplace/templates/categories`): no item's slug may be one, or the item could never be
 * reached. Reserved for every kind, so a kind that gains such a page later finds them free.
 */
export const ROUTE_WORDS = ['tags', 'categories'] as const;

/** The fields only some kinds have. */
export const EXTRA_FIELDS = [
  'tags',
  'categories',
  'version',
  'level',
  'durationMinutes',
  'formats',
  'siteUrl',
  'remixUrl',
  'installUrl',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];

/** The fields every kind has. */
export const COMMON_FIELDS = [
  'title',
  'summary',
  'description',
  'coverImageUrl',
  'galleryImageUrls',
  'previewUrl',
  'price',
] as const;
export type CommonField = (typeof COMMON_FIELDS)[number];

/**
 * The fields a request names by upload id or gives as release notes, which the handlers turn into
 * references (with renditions) and a changelog; only some kinds have `files` and `changelog`.
 */
export const UPLOADED_FIELDS = ['coverImage', 'galleryImages', 'files', 'changelog'] as const;
export type UploadedField = (typeof UPLOADED_FIELDS)[number];

/** The limits of the fields, for the request bodies and the forms alike. */
export const FIELD_LIMITS = {
  title: 120,
  summary: 280,
  description: 20_000,
  /** Images after the cover, uploaded or given as addresses alike (each upload is stored in several renditions). */
  galleryImages: 8,
  /** Deliverable files per item. */
  files: 12,
  releaseNotes: 2000,
  /** Minor units (cents). */
  price: 100_000_000,
  tags: 12,
  categories: 5,
  /** Of one tag or category. */
  label: 40,
  version: 32,
  durationMinutes: { min: 1, max: 24 * 60 },
} as const;

/** A version such as 1.2.0 (a pre-release or build suffix allowed). */
export const VERSION = /^\d+\.\d+(\.\d+)?([-+][\w.]+)?$/;

/**
 * What a kind delivers as uploaded files: one per format (vectors: each file says its format),
 * archives (templates and components, beside their remix link), attachments (tutorials), or none
 * (plugins install from a link with a changelog per version; sites are a link).
 */
export type Deliverables = 'per-format' | 'archives' | 'attachments' | null;

/** What each kind is called, which extra fields it has, and what must be filled in before it is published. */
export interface KindEntry {
  readonly singular: string;
  /** The kind's name in headings and menus, and one item's (`Components`, `Component`). */
  readonly label: string;
  readonly labelOne: string;
  readonly typeName: string;
  readonly extraFields: readonly ExtraField[];
  /** Whether and how its request bodies take `files` (uploads by id). */
  readonly deliverables: Deliverables;
  /** Plugins: release notes for the version set, kept as a changelog. */
  readonly changelog: boolean;
  readonly requiredToPublish: readonly (CommonField | ExtraField)[];
}

export const KINDS = {
  components: {
    singular: 'component',
    label: 'Components',
    labelOne: 'Component',
    typeName: 'Component',
    extraFields: ['tags', 'remixUrl'],
    deliverables: 'archives',
    changelog: false,
    requiredToPublish: ['title', 'summary'],
  },
  plugins: {
    singular: 'plugin',
    label: 'Plugins',
    labelOne: 'Plugin',
    typeName: 'Plugin',
    extraFields: ['version', 'installUrl'],
    deliverables: null,
    changelog: true,
    requiredToPublish: ['title', 'summary', 'version'],
  },
  templates: {
    singular: 'template',
    label: 'Templates',
    labelOne: 'Template',
    typeName: 'Template',
    extraFields: ['categories', 'remixUrl'],
    deliverables: 'archives',
    changelog: false,
    requiredToPublish: ['title', 'summary'],
  },
  tutorials: {
    singular: 'tutorial',
    label: 'Tutorials',
    labelOne: 'Tutorial',
    typeName: 'Tutorial',
    extraFields: ['level', 'durationMinutes'],
    deliverables: 'attachments',
    changelog: false,
    requiredToPublish: ['title', 'summary', 'level'],
  },
  vectors: {
    singular: 'vector',
    label: 'Vectors',
    labelOne: 'Vector',
    typeName: 'Vector',
    extraFields: ['formats'],
    deliverables: 'per-format',
    changelog: false,
    requiredToPublish: ['title', 'summary'],
  },
  sites: {
    singular: 'site',
    label: 'Sites',
    labelOne: 'Site',
    typeName: 'Site',
    extraFields: ['siteUrl'],
    deliverables: null,
    changelog: false,
    requiredToPublish: ['title', 'siteUrl'],
  },
} as const satisfies Record<ItemKind, KindEntry>;

export type KindTypeName = (typeof KINDS)[ItemKind]['typeName'];

/** Human labels of the extra fields' choices. */
export const TUTORIAL_LEVEL_LABELS: Readonly<Record<TutorialLevel, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const VECTOR_FORMAT_LABELS: Readonly<Record<VectorFormat, string>> = {
  svg: 'SVG',
  pdf: 'PDF',
  eps: 'EPS',
  ai: 'AI',
  png: 'PNG',
  figma: 'Figma',
};

/**
 * The template categories a creator may choose from, each a page at
 * `/marketplace/templates/category/<slug>`: a managed list, so a typo never becomes a public page.
 * Items from before the list may carry other slugs, so readers take any slug.
 */
export const TEMPLATE_CATEGORY_SLUGS = [
  'agency',
  'blog',
  'dashboard',
  'documentation',
  'e-commerce',
  'education',
  'event',
  'landing-page',
  'mobile-app',
  'nonprofit',
  'personal',
  'photography',
  'portfolio',
  'real-estate',
  'restaurant',
  'resume',
  'saas',
  'startup',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORY_SLUGS)[number];
export const TEMPLATE_CATEGORY_LABELS: Readonly<Record<TemplateCategory, string>> = {
  agency: 'Agency',
  blog: 'Blog',
  dashboard: 'Dashboard',
  documentation: 'Documentation',
  'e-commerce': 'E-commerce',
  education: 'Education',
  event: 'Event',
  'landing-page': 'Landing page',
  'mobile-app': 'Mobile app',
  nonprofit: 'Nonprofit',
  personal: 'Personal',
  photography: 'Photography',
  portfolio: 'Portfolio',
  'real-estate': 'Real estate',
  restaurant: 'Restaurant',
  resume: 'Resume',
  saas: 'SaaS',
  startup: 'Startup',
};

export const isTemplateCategory = (value: string): value is TemplateCategory =>
  (TEMPLATE_CATEGORY_SLUGS as readonly string[]).includes(value);
/** A listed category's label; undefined for a slug that is not on the list (an item's from before it). */
export const templateCategoryLabel = (slug: string): string | undefined =>
  isTemplateCategory(slug) ? TEMPLATE_CATEGORY_LABELS[slug] : undefined;

export const isItemKind = (value: string): value is ItemKind => (ITEM_KINDS as readonly string[]).includes(value);
export const isMarketplaceKind = (value: string): value is MarketplaceKind =>
  (MARKETPLACE_KINDS as readonly string[]).includes(value);
