import { noRating } from './item-ratings.js';
import type { ItemFile } from '@creators/contracts';
import { publicItemOf } from '../public-items/public-items.projector.js';
import { fields, itemEvent, recordAll } from '../testing/item-events.js';
import { evolveItemState, type ItemStateDoc } from './item-state.js';

const file = (name: string, hash: string): ItemFile => ({
  uploadId: `u-${hash}`,
  hash,
  size: 3,
  mediaType: 'application/zip',
  name,
  format: null,
});

const fold = (events: ReturnType<typeof recordAll>): ItemStateDoc | null =>
  events.reduce<ItemStateDoc | null>((state, event) => evolveItemState(state, event), null);

describe('releases and the changelog in the items model', () => {
  const t0 = '2026-03-01T10:00:00.000Z';
  const t1 = '2026-03-02T10:00:00.000Z';
  const t2 = '2026-03-03T10:00:00.000Z';
  const t3 = '2026-03-04T10:00:00.000Z';
  const t4 = '2026-03-05T10:00:00.000Z';
  const created = itemEvent(
    'components',
    'Created',
    { itemId: 'c1', kind: 'components', creatorId: 'u1', slug: 'grid', fields: fields('Grid') },
    t0,
  );
  const released = (version: string, files: ItemFile[], at: string) =>
    itemEvent('components', 'Released', { itemId: 'c1', kind: 'components', version, notes: `n${version}`, files }, at);

  it('keeps every release newest first, and makes the latest one the files and version', () => {
    const doc = fold(
      recordAll('components', 'c1', [
        created,
        released('1.0.0', [file('a.zip', 'h1')], t1),
        released('1.1.0', [file('a.zip', 'h2')], t2),
      ]),
    );
    expect(doc?.releases?.map((r) => [r.version, r.date, r.files[0]?.hash])).toEqual([
      ['1.1.0', t2, 'h2'],
      ['1.0.0', t1, 'h1'],
    ]);
    expect(doc?.fields.files).toEqual([file('a.zip', 'h2')]);
    expect(doc?.fields.version).toBe('1.1.0');
    expect(doc?.updatedAt).toBe(t2);
  });

  it('logs price and description changes once published, beside releases, newest first', () => {
    const doc = fold(
      recordAll('components', 'c1', [
        created,
        // A draft's changes are nobody's business yet.
        itemEvent('components', 'Edited', { itemId: 'c1', kind: 'components', changes: { description: 'x' } }, t1),
        itemEvent('components', 'Published', { itemId: 'c1', kind: 'components' }, t1),
        itemEvent(
          'components',
          'Edited',
          { itemId: 'c1', kind: 'components', changes: { price: { amount: 500, currency: 'USD' } } },
          t2,
        ),
        // A title change is not a buyer's concern.
        itemEvent('components', 'Edited', { itemId: 'c1', kind: 'components', changes: { title: 'Grids' } }, t3),
        released('2.0', [], t4),
      ]),
    );
    expect(doc?.updates).toEqual([
      { type: 'release', date: t4, version: '2.0', notes: 'n2.0', files: 0 },
      { type: 'price', date: t2, price: { amount: 500, currency: 'USD' } },
    ]);
  });

  it('reads a plugin changelog from before releases as releases, and dates the item by its newest line', () => {
    const plugin = itemEvent(
      'plugins',
      'Created',
      {
        itemId: 'p1',
        kind: 'plugins',
        creatorId: 'u1',
        slug: 'snap',
        fields: fields('Snap', { version: '1.0.0', changelog: [{ version: '1.0.0', notes: 'First', date: t0 }] }),
      },
      t0,
    );
    const events = recordAll('plugins', 'p1', [
      plugin,
      itemEvent('plugins', 'Published', { itemId: 'p1', kind: 'plugins' }, t1),
      itemEvent(
        'plugins',
        'Released',
        { itemId: 'p1', kind: 'plugins', version: '1.1.0', notes: 'Snappier', files: [] },
        t2,
      ),
    ]);
    const state = fold(events);
    if (state === null || state.publishedAt === null) throw new Error('the plugin is published');
    const doc = publicItemOf({
      ...state,
      publishedAt: state.publishedAt,
      creator: { handle: 'u', name: 'U', avatarUrl: null },
      score: 0,
      likeCount: 0,
      rating: noRating,
      releases: state.releases ?? [],
      updates: state.updates ?? [],
    });
    expect(doc.updates).toEqual([
      { type: 'release', date: t2, version: '1.1.0', notes: 'Snappier', files: 0 },
      { type: 'release', date: t0, version: '1.0.0', notes: 'First', files: 0 },
    ]);
    expect(doc.updatedOn).toBe(t2);
  });
});
