import { compareVersions, itemEvent, type ItemFields, type ItemFile } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { itemDecider } from './item.decider.js';

const given = deciderSpec(itemDecider);
const fields = (extra: Partial<ItemFields> = {}): ItemFields => ({
  title: 'Bento grid',
  summary: 'A responsive grid',
  description: '',
  coverImageUrl: null,
  galleryImageUrls: [],
  previewUrl: null,
  price: { amount: 0, currency: 'USD' },
  ...extra,
});
const file = (name: string, hash: string): ItemFile => ({
  uploadId: `u-${name}`,
  hash,
  size: 10,
  mediaType: 'application/zip',
  name,
  format: null,
});

describe('releasing a version of an item', () => {
  const created = itemEvent('components', 'Created', {
    itemId: 'i1',
    kind: 'components',
    creatorId: 'me',
    slug: 'bento-grid',
    fields: fields(),
  });
  const first = itemEvent('components', 'Released', {
    itemId: 'i1',
    kind: 'components',
    version: '1.0.0',
    notes: 'First',
    files: [file('grid.zip', 'h1')],
  });
  const release = (version: string, extra: { notes?: string; files?: ItemFile[]; creatorId?: string } = {}) =>
    ({
      type: 'Release',
      kind: 'components',
      creatorId: extra.creatorId ?? 'me',
      version,
      notes: extra.notes ?? 'Sharper corners',
      files: extra.files ?? [file('grid.zip', 'h2')],
    }) as const;

  it('records the first release of an item, its notes trimmed', () => {
    given([created])
      .when(release('1.0.0', { notes: '  First  ', files: [file('grid.zip', 'h1')] }))
      .then([first]);
  });

  it('takes a version greater than the latest release', () => {
    given([created, first])
      .when(release('1.1'))
      .then([
        itemEvent('components', 'Released', {
          itemId: 'i1',
          kind: 'components',
          version: '1.1',
          notes: 'Sharper corners',
          files: [file('grid.zip', 'h2')],
        }),
      ]);
  });

  it.each(['1.0.0', '1.0', '0.9.9', '1.0.0-beta'])('refuses %s after 1.0.0: not greater', (version) => {
    given([created, first]).when(release(version)).thenRefuses('version_not_greater', ['version']);
  });

  it('refuses a version below what a plugin already shows from before releases', () => {
    const plugin = itemEvent('plugins', 'Created', {
      itemId: 'i1',
      kind: 'plugins',
      creatorId: 'me',
      slug: 'snap',
      fields: fields({ version: '2.0.0' }),
    });
    given([plugin])
      .when({ type: 'Release', kind: 'plugins', creatorId: 'me', version: '1.5.0', notes: 'Old', files: [] })
      .thenRefuses('version_not_greater', ['version']);
  });

  it('refuses files for a kind that hands over none', () => {
    const plugin = itemEvent('plugins', 'Created', {
      itemId: 'i1',
      kind: 'plugins',
      creatorId: 'me',
      slug: 'snap',
      fields: fields({ version: '1.0.0' }),
    });
    given([plugin])
      .when({
        type: 'Release',
        kind: 'plugins',
        creatorId: 'me',
        version: '1.1.0',
        notes: 'x',
        files: [file('a', 'h')],
      })
      .thenRefuses('invalid_input', ['files']);
  });

  it.each(['v1', '1', 'one.two', ''])('refuses %j, not a version', (version) => {
    given([created]).when(release(version)).thenRefuses('invalid_input', ['version']);
  });

  it('refuses blank notes', () => {
    given([created])
      .when(release('1.0.0', { notes: '   ' }))
      .thenRefuses('invalid_input', ['notes']);
  });

  it("refuses another creator's item as not found", () => {
    given([created])
      .when(release('1.0.0', { creatorId: 'someone' }))
      .thenRefuses('item_not_found');
  });

  it('refuses a deleted item as not found', () => {
    given([created, itemEvent('components', 'Deleted', { itemId: 'i1', kind: 'components' })])
      .when(release('1.0.0'))
      .thenRefuses('item_not_found');
  });
});

describe('comparing versions', () => {
  it.each([
    ['1.10.0', '1.9.0', 1],
    ['1.1', '1.0.9', 1],
    ['1.2', '1.2.0', 0],
    ['1.2.0-beta', '1.2.0', -1],
    ['1.2.0-alpha', '1.2.0-beta', -1],
    ['2.0.0', '10.0.0', -1],
  ])('%s against %s is %i', (a, b, order) => {
    expect(compareVersions(a, b)).toBe(order);
  });
});
