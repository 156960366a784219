import {
  FIELD_LIMITS,
  perKind,
  KINDS,
  TEMPLATE_CATEGORY_LABELS,
  TEMPLATE_CATEGORY_SLUGS,
  TUTORIAL_LEVEL_LABELS,
  TUTORIAL_LEVELS,
  VECTOR_FORMAT_LABELS,
  VECTOR_FORMATS,
  type Deliverables,
  type ExtraField,
  type ItemKind,
} from '@creators/contracts';

/** The kind-specific fields of the form: the kind table's extra fields, and a plugin version's release notes. */
export type FormExtraField = ExtraField | 'releaseNotes';

export { TUTORIAL_LEVELS, VECTOR_FORMATS };

interface Option {
  readonly value: string;
  readonly label: string;
}

/** How the form asks for one extra field; which kinds have it is the kind table's (contracts). */
export type ExtraFieldSpec = { readonly label: string; readonly hint?: string } & (
  | { readonly control: 'list' }
  | { readonly control: 'text'; readonly placeholder?: string }
  | { readonly control: 'url' }
  | { readonly control: 'notes' }
  | { readonly control: 'number'; readonly min: number; readonly max: number }
  | { readonly control: 'select'; readonly options: readonly Option[] }
  | { readonly control: 'checkboxes'; readonly options: readonly Option[]; readonly max?: number }
);

export const EXTRA_FIELD_SPECS: Readonly<Record<FormExtraField, ExtraFieldSpec>> = {
  tags: {
    control: 'list',
    label: 'Tags',
    hint: `Separate with commas, e.g. forms, dark mode. Up to ${FIELD_LIMITS.tags}.`,
  },
  // Picked from the list, not typed: each category is a public page.
  categories: {
    control: 'checkboxes',
    label: 'Categories',
    hint: `Up to ${FIELD_LIMITS.categories}. Visitors browse templates by category.`,
    options: TEMPLATE_CATEGORY_SLUGS.map((category) => ({
      value: category,
      label: TEMPLATE_CATEGORY_LABELS[category],
    })),
    max: FIELD_LIMITS.categories,
  },
  version: { control: 'text', label: 'Version', hint: 'Such as 1.2.0.', placeholder: '1.0.0' },
  releaseNotes: {
    control: 'notes',
    label: 'What changed in this version',
    hint: 'Becomes the changelog entry of the version above.',
  },
  installUrl: {
    control: 'url',
    label: 'Install link',
    hint: 'Where the plugin is installed from, starting with https://.',
  },
  remixUrl: {
    control: 'url',
    label: 'Remix link',
    hint: 'Where people duplicate it into their own project, starting with https://.',
  },
  level: {
    control: 'select',
    label: 'Level',
    options: TUTORIAL_LEVELS.map((level) => ({ value: level, label: TUTORIAL_LEVEL_LABELS[level] })),
  },
  durationMinutes: {
    control: 'number',
    label: 'Duration in minutes',
    hint: 'A whole number of minutes.',
    ...FIELD_LIMITS.durationMinutes,
  },
  formats: {
    control: 'checkboxes',
    label: 'Formats',
    hint: 'The file formats the download holds.',
    options: VECTOR_FORMATS.map((format) => ({ value: format, label: VECTOR_FORMAT_LABELS[format] })),
  },
  siteUrl: { control: 'url', label: 'Site address', hint: 'The live site, starting with https://.' },
};

/** Which fields each kind's form shows, from the kind table: release notes follow a plugin's version. */
export const KIND_FIELDS: Readonly<Record<ItemKind, readonly FormExtraField[]>> = perKind((kind) =>
  KINDS[kind].extraFields.flatMap((field): FormExtraField[] =>
    field === 'version' && KINDS[kind].changelog ? [field, 'releaseNotes'] : [field],
  ),
);

/** What each kind delivers as files, from the kind table. */
export const KIND_DELIVERABLES: Readonly<Record<ItemKind, Deliverables>> = perKind((kind) => KINDS[kind].deliverables);
