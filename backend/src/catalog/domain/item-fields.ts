import {
  EXTRA_FIELDS,
  isTemplateCategory,
  TEMPLATE_CATEGORY_SLUGS,
  type ItemBody,
  type ItemFields,
  type NewItemBody,
} from '@creators/contracts';
import { catalogError } from '../catalog.errors.js';
import { labelSlug, normaliseLabels } from './slug.js';

/**
 * Categories as slugs, each one on the list: a category is a public page, so a typo is refused
 * rather than published. Each refusal names the entry by its place in the request.
 */
export function listedCategories(categories: readonly string[]): string[] {
  const unlisted = categories.flatMap((category, i) => {
    const slug = labelSlug(category);
    if (slug === '' || isTemplateCategory(slug)) return [];
    const message = `"${slug}" is not a template category: use one of ${TEMPLATE_CATEGORY_SLUGS.join(', ')}`;
    return [{ field: `categories[${i}]`, message }];
  });
  if (unlisted.length > 0) {
    throw catalogError('unlisted_category', unlisted.map((f) => `${f.field}: ${f.message}`).join('; '), unlisted);
  }
  return normaliseLabels(categories);
}

/**
 * The item fields a request body sets as sent (slug apart), with tags and categories as slugs.
 * Uploads (by id) and release notes become fields in the handlers, which read the uploads.
 */
export function fieldChanges(body: ItemBody): Partial<ItemFields> {
  const {
    slug: _slug,
    coverImageId: _cover,
    galleryImageIds: _gallery,
    files: _files,
    releaseNotes: _notes,
    ...rest
  } = body;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(rest) as [string, unknown][]) {
    if (value === undefined) continue;
    if (field === 'price')
      changes.price = {
        amount: (value as ItemFields['price']).amount,
        currency: (value as ItemFields['price']).currency,
        ...((value as ItemFields['price']).payWhatYouWant === true ? { payWhatYouWant: true } : {}),
      };
    else if (field === 'tags') changes.tags = normaliseLabels(value as string[]);
    else if (field === 'categories') changes.categories = listedCategories(value as string[]);
    else changes[field] = typeof value === 'string' && field !== 'description' ? value.trim() : value;
  }
  return changes;
}

/** A new item's fields: what the body gives, defaults for the rest. */
export function newItemFields(body: NewItemBody): ItemFields {
  const given = fieldChanges(body);
  const extras = Object.fromEntries(
    EXTRA_FIELDS.flatMap((field) => (given[field] === undefined ? [] : [[field, given[field]]])),
  );
  return {
    title: body.title.trim(),
    summary: given.summary ?? '',
    description: given.description ?? '',
    coverImageUrl: given.coverImageUrl ?? null,
    galleryImageUrls: given.galleryImageUrls ?? [],
    previewUrl: given.previewUrl ?? null,
    price: given.price ?? { amount: 0, currency: 'USD' },
    ...extras,
  };
}
