import type { ItemKind } from '@creators/contracts';

export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];
export const VECTOR_FORMATS = ['svg', 'pdf', 'eps', 'ai', 'png', 'figma'] as const;

/** The fields only some kinds have. */
export type ExtraField = 'tags' | 'categories' | 'version' | 'level' | 'durationMinutes' | 'formats' | 'siteUrl';

interface Option {
  readonly value: string;
  readonly label: string;
}

/** How the form asks for one extra field. */
export type ExtraFieldSpec = { readonly label: string; readonly hint?: string } & (
  | { readonly control: 'list' }
  | { readonly control: 'text'; readonly placeholder?: string }
  | { readonly control: 'url' }
  | { readonly control: 'number'; readonly min: number; readonly max: number }
  | { readonly control: 'select'; readonly options: readonly Option[] }
  | { readonly control: 'checkboxes'; readonly options: readonly Option[] }
);

export const EXTRA_FIELDS: Readonly<Record<ExtraField, ExtraFieldSpec>> = {
  tags: { control: 'list', label: 'Tags', hint: 'Separate with commas, e.g. forms, dark mode. Up to 12.' },
  categories: {
    control: 'list',
    label: 'Categories',
    hint: 'Separate with commas, e.g. landing page, portfolio. Up to 5.',
  },
  version: { control: 'text', label: 'Version', hint: 'Such as 1.2.0.', placeholder: '1.0.0' },
  level: {
    control: 'select',
    label: 'Level',
    options: TUTORIAL_LEVELS.map((level) => ({ value: level, label: level.charAt(0).toUpperCase() + level.slice(1) })),
  },
  durationMinutes: {
    control: 'number',
    label: 'Duration in minutes',
    hint: 'A whole number of minutes.',
    min: 1,
    max: 1440,
  },
  formats: {
    control: 'checkboxes',
    label: 'Formats',
    hint: 'The file formats the download holds.',
    options: VECTOR_FORMATS.map((format) => ({
      value: format,
      label: format === 'figma' ? 'Figma' : format.toUpperCase(),
    })),
  },
  siteUrl: { control: 'url', label: 'Site address', hint: 'The live site, starting with https://.' },
};

/** Which extra fields each kind has: one form, driven by this table. */
export const KIND_FIELDS: Readonly<Record<ItemKind, readonly ExtraField[]>> = {
  components: ['tags'],
  plugins: ['version'],
  templates: ['categories'],
  tutorials: ['level', 'durationMinutes'],
  vectors: ['formats'],
  sites: ['siteUrl'],
};
