import {
  majorUnits,
  minorUnitsOf,
  TUTORIAL_LEVELS,
  VECTOR_FORMATS,
  type FileRef,
  type ImageRef,
  type ItemBody,
  type ItemKind,
  type ItemView,
  type NewItemBody,
  type TutorialLevel,
  type VectorFormat,
} from '@creators/contracts';
import type { FormErrors } from '../../../lib/form-errors.js';
import { KIND_DELIVERABLES, KIND_FIELDS, type FormExtraField } from './kind-fields.js';

/** An uploaded image the form holds: its id (what the server takes) and renditions (what the form shows). */
export interface FormImage {
  readonly uploadId: string;
  readonly image: ImageRef;
}

/** An uploaded deliverable the form holds, and for vectors its format. */
export interface FormFile {
  readonly uploadId: string;
  readonly file: FileRef;
  readonly format: string;
}

/** The fields the form asks for as a group of checkboxes: the values ticked. */
export type PickField = 'formats' | 'categories';
export const isPickField = (field: string): field is PickField => field === 'formats' || field === 'categories';

/** The form's inputs, as typed: text (lists comma- or line-separated, price in major units) or the boxes ticked. */
export interface ItemFormValues {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly description: string;
  readonly price: string;
  /** The buyer names the price, at least `price`. */
  readonly payWhatYouWant: boolean;
  readonly currency: string;
  /** An address, used only while no cover is uploaded. */
  readonly coverImageUrl: string;
  /** Addresses, one a line, used only while no gallery image is uploaded. */
  readonly galleryImageUrls: string;
  readonly cover: FormImage | null;
  readonly gallery: readonly FormImage[];
  readonly files: readonly FormFile[];
  readonly previewUrl: string;
  readonly remixUrl: string;
  readonly installUrl: string;
  readonly releaseNotes: string;
  readonly tags: string;
  readonly categories: readonly string[];
  readonly version: string;
  readonly level: string;
  readonly durationMinutes: string;
  readonly formats: readonly string[];
  readonly siteUrl: string;
}

export const EMPTY_ITEM_VALUES: ItemFormValues = {
  title: '',
  slug: '',
  summary: '',
  description: '',
  price: '0',
  payWhatYouWant: false,
  currency: 'USD',
  coverImageUrl: '',
  galleryImageUrls: '',
  cover: null,
  gallery: [],
  files: [],
  previewUrl: '',
  remixUrl: '',
  installUrl: '',
  releaseNotes: '',
  tags: '',
  categories: [],
  version: '',
  level: '',
  durationMinutes: '',
  formats: [],
  siteUrl: '',
};

/** The fields of a kind's form, by the names the server uses in its messages. */
export const itemFormFields = (kind: ItemKind): readonly string[] => [
  'title',
  'summary',
  'description',
  ...KIND_FIELDS[kind],
  'price',
  'price.currency',
  'coverImageUrl',
  'coverImageId',
  'galleryImageUrls',
  'galleryImageIds',
  ...(KIND_DELIVERABLES[kind] === null ? [] : ['files']),
  'previewUrl',
  'slug',
];

/**
 * `12.50` (or `12,50`) in major units as minor units of the currency (1250 USD; `500` is 500 JPY,
 * which has none); null when it is not a price in that currency.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const digits = minorUnitsOf(currency);
  const match = /^(\d{1,9})(?:[.,](\d{1,3}))?$/.exec(text.trim() === '' ? '0' : text.trim());
  if (match?.[1] === undefined || (match[2] ?? '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

export const toMajorUnits = (amount: number, currency: string): string =>
  amount % 10 ** minorUnitsOf(currency) === 0
    ? String(amount / 10 ** minorUnitsOf(currency))
    : majorUnits(amount, currency);

/** `a, b,,c ` as `['a', 'b', 'c']`, each once. */
export const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const isLevel = (value: string): value is TutorialLevel => (TUTORIAL_LEVELS as readonly string[]).includes(value);
const isFormat = (value: string): value is VectorFormat => (VECTOR_FORMATS as readonly string[]).includes(value);

/** The form's values for an item the creator has. */
export function valuesFromItem(item: ItemView): ItemFormValues {
  return {
    title: item.title,
    slug: item.slug,
    summary: item.summary,
    description: item.description,
    price: toMajorUnits(item.price.amount, item.price.currency),
    payWhatYouWant: item.price.payWhatYouWant === true,
    currency: item.price.currency,
    coverImageUrl: (item.coverImage ?? null) === null ? (item.coverImageUrl ?? '') : '',
    galleryImageUrls: (item.galleryImages ?? []).length > 0 ? '' : item.galleryImageUrls.join('\n'),
    cover:
      item.coverImage === undefined || item.coverImage === null
        ? null
        : { uploadId: item.coverImage.uploadId, image: item.coverImage },
    gallery: (item.galleryImages ?? []).map((image) => ({ uploadId: image.uploadId, image })),
    files: (item.files ?? []).map((file) => ({ uploadId: file.uploadId, file, format: file.format ?? '' })),
    previewUrl: item.previewUrl ?? '',
    remixUrl: item.remixUrl ?? '',
    installUrl: item.installUrl ?? '',
    releaseNotes: item.changelog?.find((entry) => entry.version === item.version)?.notes ?? '',
    tags: (item.tags ?? []).join(', '),
    categories: item.categories ?? [],
    version: item.version ?? '',
    level: item.level ?? '',
    durationMinutes: item.durationMinutes === undefined ? '' : String(item.durationMinutes),
    formats: item.formats ?? [],
    siteUrl: item.siteUrl ?? '',
  };
}

function extraFieldBody(field: FormExtraField, values: ItemFormValues, errors: Record<string, string>): ItemBody {
  switch (field) {
    case 'tags':
      return { tags: splitList(values.tags) };
    case 'categories':
      return { categories: [...values.categories] };
    case 'version':
      // An empty version is no version yet (the server refuses "" as one).
      return values.version.trim() === '' ? {} : { version: values.version.trim() };
    case 'level':
      return isLevel(values.level) ? { level: values.level } : {};
    case 'durationMinutes': {
      const text = values.durationMinutes.trim();
      if (text === '') return {};
      if (!/^\d{1,5}$/.test(text) || Number(text) < 1) {
        errors.durationMinutes = 'Enter a whole number of minutes, such as 45.';
        return {};
      }
      return { durationMinutes: Number(text) };
    }
    case 'formats':
      return { formats: values.formats.filter(isFormat) };
    case 'siteUrl':
      return values.siteUrl.trim() === '' ? {} : { siteUrl: values.siteUrl.trim() };
    case 'remixUrl':
      return { remixUrl: values.remixUrl.trim() === '' ? null : values.remixUrl.trim() };
    case 'installUrl':
      return { installUrl: values.installUrl.trim() === '' ? null : values.installUrl.trim() };
    case 'releaseNotes':
      return values.releaseNotes.trim() === '' ? {} : { releaseNotes: values.releaseNotes.trim() };
  }
}

export type ItemBodyResult =
  { readonly ok: true; readonly body: NewItemBody } | { readonly ok: false; readonly errors: FormErrors };

/**
 * The request body for a kind from the form's values: lists split, the price in minor units,
 * empty addresses as null, and only the kind's own extra fields. What can be told without asking
 * the server (a blank title, a price that is not a number) is refused here.
 */
export function toItemBody(kind: ItemKind, values: ItemFormValues): ItemBodyResult {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'Must not be blank.';
  const currency = values.currency.trim().toUpperCase();
  const amount = toMinorUnits(values.price, currency);
  if (amount === null) {
    errors.price =
      minorUnitsOf(currency) === 0
        ? `Enter a whole price such as 500 (${currency} has no cents), or 0 for free.`
        : 'Enter a price such as 12.50, or 0 for free.';
  }
  const slug = values.slug.trim();
  let body: NewItemBody = {
    title,
    ...(slug === '' ? {} : { slug }),
    summary: values.summary.trim(),
    description: values.description,
    price: {
      amount: amount ?? 0,
      currency,
      ...(values.payWhatYouWant && (amount ?? 0) > 0 ? { payWhatYouWant: true } : {}),
    },
    // An uploaded image goes by its id; an address only while there is none.
    ...(values.cover === null
      ? { coverImageUrl: values.coverImageUrl.trim() === '' ? null : values.coverImageUrl.trim() }
      : { coverImageId: values.cover.uploadId }),
    ...(values.gallery.length === 0
      ? { galleryImageUrls: splitLines(values.galleryImageUrls) }
      : { galleryImageIds: values.gallery.map((entry) => entry.uploadId) }),
    ...(KIND_DELIVERABLES[kind] === null
      ? {}
      : {
          files: values.files.map((entry) =>
            KIND_DELIVERABLES[kind] === 'per-format'
              ? { uploadId: entry.uploadId, ...(isFormat(entry.format) ? { format: entry.format } : {}) }
              : { uploadId: entry.uploadId },
          ),
        }),
    previewUrl: values.previewUrl.trim() === '' ? null : values.previewUrl.trim(),
  };
  for (const field of KIND_FIELDS[kind]) body = { ...body, ...extraFieldBody(field, values, errors) };
  if (KIND_DELIVERABLES[kind] === 'per-format') {
    values.files.forEach((entry, i) => {
      if (entry.format === '') errors[`files[${i}].format`] = `Say which format ${entry.file.name} is in.`;
    });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors: { byField: errors, general: [] } } : { ok: true, body };
}

/** The fields of `after` that differ from `before`: an edit sends only what changed. */
export function changedFields(before: ItemBody, after: ItemBody): ItemBody {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => JSON.stringify(before[field as keyof ItemBody]) !== JSON.stringify(value),
    ),
  );
}
