import type { ItemView } from '@creators/contracts';
import {
  changedFields,
  EMPTY_ITEM_VALUES,
  itemFormFields,
  splitList,
  toItemBody,
  toMajorUnits,
  toMinorUnits,
  valuesFromItem,
  type ItemFormValues,
} from './item-form-values.js';

const filled: ItemFormValues = {
  ...EMPTY_ITEM_VALUES,
  title: '  Glass Card  ',
  summary: 'A card',
  description: '## Hello\n',
  price: '12.5',
  currency: 'eur',
  coverImageUrl: ' https://example.com/cover.png ',
  galleryImageUrls: 'https://example.com/1.png\n\n  https://example.com/2.png  \n',
  tags: ' forms, dark mode,, forms ',
  categories: ['portfolio'],
  version: '1.2.0',
  level: 'advanced',
  durationMinutes: '45',
  formats: ['svg', 'figma'],
  siteUrl: 'https://site.example',
};

describe('toMinorUnits', () => {
  it.each([
    ['0', 0],
    ['', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,05', 1205],
    ['19.99', 1999],
    [' 3.1 ', 310],
  ])('reads %p as %p minor units', (text, amount) => {
    expect(toMinorUnits(text, 'USD')).toBe(amount);
  });

  it.each(['-1', '12.345', 'ten', '1e3', '12.'])('refuses %p', (text) => {
    expect(toMinorUnits(text, 'USD')).toBeNull();
  });

  it('reads a price in a currency without cents as whole units, and refuses cents in it', () => {
    expect(toMinorUnits('500', 'JPY')).toBe(500);
    expect(toMinorUnits('500.5', 'JPY')).toBeNull();
    expect(toMajorUnits(500, 'JPY')).toBe('500');
  });

  it('writes minor units back in major units', () => {
    expect([0, 2500, 1999, 1250].map((amount) => toMajorUnits(amount, 'USD'))).toEqual(['0', '25', '19.99', '12.50']);
  });
});

describe('splitList', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(splitList(' forms, dark mode,, forms ')).toEqual(['forms', 'dark mode']);
    expect(splitList('  ')).toEqual([]);
  });
});

describe('toItemBody', () => {
  it('builds a component body: tags as a list, the price in minor units, only its own extra field', () => {
    expect(toItemBody('components', filled)).toEqual({
      ok: true,
      body: {
        title: 'Glass Card',
        summary: 'A card',
        description: '## Hello\n',
        price: { amount: 1250, currency: 'EUR' },
        coverImageUrl: 'https://example.com/cover.png',
        galleryImageUrls: ['https://example.com/1.png', 'https://example.com/2.png'],
        previewUrl: null,
        tags: ['forms', 'dark mode'],
        remixUrl: null,
        files: [],
      },
    });
  });

  it.each([
    ['plugins', { version: '1.2.0', installUrl: null }],
    ['templates', { categories: ['portfolio'], remixUrl: null, files: [] }],
    ['tutorials', { level: 'advanced', durationMinutes: 45, files: [] }],
    ['vectors', { formats: ['svg', 'figma'], files: [] }],
    ['sites', { siteUrl: 'https://site.example' }],
  ] as const)('sends the %s fields of that kind only', (kind, extras) => {
    const result = toItemBody(kind, filled);
    if (!result.ok) throw new Error('expected a body');
    const { title, summary, description, price, coverImageUrl, galleryImageUrls, previewUrl, ...rest } = result.body;
    expect(rest).toEqual(extras);
  });

  it('leaves out empty optional texts the server would refuse, and sends a chosen slug', () => {
    const result = toItemBody('plugins', { ...EMPTY_ITEM_VALUES, title: 'P', slug: ' my-plugin ' });
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'P',
        slug: 'my-plugin',
        summary: '',
        description: '',
        price: { amount: 0, currency: 'USD' },
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        installUrl: null,
      },
    });
  });

  it('refuses a blank title, a price that is not one and a duration that is not whole minutes', () => {
    const result = toItemBody('tutorials', {
      ...EMPTY_ITEM_VALUES,
      title: '  ',
      price: '1.999',
      durationMinutes: '1.5',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors.byField).sort()).toEqual(['durationMinutes', 'price', 'title']);
  });

  it('names every field the server may name for the kind', () => {
    expect(itemFormFields('tutorials')).toEqual(expect.arrayContaining(['level', 'durationMinutes', 'price.currency']));
    expect(itemFormFields('components')).not.toContain('level');
  });
});

describe('valuesFromItem and changedFields', () => {
  const item: ItemView = {
    id: 'i1',
    kind: 'components',
    slug: 'glass-card',
    status: 'draft',
    title: 'Glass Card',
    summary: 'A card',
    description: '',
    coverImageUrl: null,
    galleryImageUrls: [],
    previewUrl: null,
    price: { amount: 1999, currency: 'USD' },
    tags: ['forms', 'dark-mode'],
    creator: { handle: 'ada', name: 'Ada', avatarUrl: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 3,
  };

  it('round-trips an unchanged item to no changes', () => {
    const before = toItemBody('components', valuesFromItem(item));
    if (!before.ok) throw new Error('expected a body');
    expect(valuesFromItem(item)).toMatchObject({ price: '19.99', tags: 'forms, dark-mode', slug: 'glass-card' });
    expect(changedFields(before.body, before.body)).toEqual({});
  });

  it('sends only the fields that changed', () => {
    const values = valuesFromItem(item);
    const before = toItemBody('components', values);
    const after = toItemBody('components', { ...values, price: '25', tags: 'forms' });
    if (!before.ok || !after.ok) throw new Error('expected bodies');
    expect(changedFields(before.body, after.body)).toEqual({
      price: { amount: 2500, currency: 'USD' },
      tags: ['forms'],
    });
  });

  it('holds a template’s categories as ticked, one from before the list too, and sends them when they change', () => {
    const template: ItemView = { ...item, kind: 'templates', categories: ['handmade-crafts', 'portfolio'] };
    const values = valuesFromItem(template);
    expect(values.categories).toEqual(['handmade-crafts', 'portfolio']);
    const before = toItemBody('templates', values);
    const after = toItemBody('templates', { ...values, categories: ['portfolio', 'blog'] });
    if (!before.ok || !after.ok) throw new Error('expected bodies');
    expect(changedFields(before.body, before.body)).toEqual({});
    expect(changedFields(before.body, after.body)).toEqual({ categories: ['portfolio', 'blog'] });
  });
});

describe('uploaded images and files', () => {
  const image = (uploadId: string) => ({
    uploadId,
    image: { uploadId, hash: 'h', width: 800, height: 500, placeholder: 'data:,', variants: [] },
  });
  const file = (uploadId: string, format = '') => ({
    uploadId,
    format,
    file: { uploadId, hash: 'f', size: 10, mediaType: 'image/svg+xml', name: `${uploadId}.svg` },
  });

  it('sends uploads by id in place of addresses, the gallery in its order, and vector files with formats', () => {
    const result = toItemBody('vectors', {
      ...filled,
      cover: image('c1'),
      gallery: [image('g2'), image('g1')],
      files: [file('f1', 'svg')],
    });
    if (!result.ok) throw new Error('expected a body');
    expect(result.body).toMatchObject({
      coverImageId: 'c1',
      galleryImageIds: ['g2', 'g1'],
      files: [{ uploadId: 'f1', format: 'svg' }],
    });
    expect(result.body.coverImageUrl).toBeUndefined();
    expect(result.body.galleryImageUrls).toBeUndefined();
  });

  it('asks for the format of a vector file, and sends none for other kinds', () => {
    const refused = toItemBody('vectors', { ...filled, files: [file('f1')] });
    expect(refused).toEqual({
      ok: false,
      errors: { byField: { 'files[0].format': 'Say which format f1.svg is in.' }, general: [] },
    });
    const template = toItemBody('templates', { ...filled, files: [file('f1', 'svg')] });
    expect(template.ok && template.body.files).toEqual([{ uploadId: 'f1' }]);
  });

  it('reads an item with uploads back as uploads, leaving the address fields empty', () => {
    const cover = image('c1').image;
    const values = valuesFromItem({
      ...({} as ItemView),
      title: 'T',
      slug: 't',
      summary: '',
      description: '',
      price: { amount: 0, currency: 'USD' },
      coverImageUrl: '/creators-assets/media/x-800.jpg',
      galleryImageUrls: ['/creators-assets/media/y-1200.jpg'],
      coverImage: cover,
      galleryImages: [cover],
      previewUrl: null,
    });
    expect(values).toMatchObject({ coverImageUrl: '', galleryImageUrls: '', cover: { uploadId: 'c1' } });
    expect(values.gallery.map((g) => g.uploadId)).toEqual(['c1']);
  });
});
