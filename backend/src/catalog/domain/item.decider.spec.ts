import { ITEM_KINDS, itemEvent, type ItemFields, type ItemKind } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { itemDecider, commandName } from './item.decider.js';

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
const complete: Record<ItemKind, Partial<ItemFields>> = {
  components: { tags: ['grid'] },
  plugins: { version: '1.0.0' },
  templates: { categories: ['portfolio'] },
  tutorials: { level: 'beginner', durationMinutes: 20 },
  vectors: { formats: ['svg'] },
  sites: { siteUrl: 'https://example.com' },
};

describe.each(ITEM_KINDS)('the %s decider', (kind) => {
  const created = itemEvent(kind, 'Created', {
    itemId: 'i1',
    kind,
    creatorId: 'me',
    slug: 'bento-grid',
    fields: fields(complete[kind]),
  });
  const published = itemEvent(kind, 'Published', { itemId: 'i1', kind });
  const deleted = itemEvent(kind, 'Deleted', { itemId: 'i1', kind });

  it('creates a draft', () => {
    given([])
      .when({ type: 'Create', kind, itemId: 'i1', creatorId: 'me', slug: 'bento-grid', fields: fields(complete[kind]) })
      .then([created]);
  });

  it('refuses to create over an existing item', () => {
    given([created])
      .when({ type: 'Create', kind, itemId: 'i1', creatorId: 'me', slug: 'x', fields: fields() })
      .thenRefuses('concurrent_change');
  });

  it('edits only what changed, and records a new slug', () => {
    given([created])
      .when({
        type: 'Edit',
        kind,
        creatorId: 'me',
        changes: { title: 'Bento grid', summary: 'Sharper' },
        slug: 'bento',
      })
      .then([itemEvent(kind, 'Edited', { itemId: 'i1', kind, slug: 'bento', changes: { summary: 'Sharper' } })]);
  });

  it('appends nothing for an edit that changes nothing', () => {
    given([created])
      .when({ type: 'Edit', kind, creatorId: 'me', changes: { title: 'Bento grid' }, slug: 'bento-grid' })
      .then([]);
  });

  it('publishes a complete draft, and refuses to publish twice', () => {
    given([created]).when({ type: 'Publish', kind, creatorId: 'me' }).then([published]);
    given([created, published]).when({ type: 'Publish', kind, creatorId: 'me' }).thenRefuses('already_published');
  });

  it('unpublishes only what is published', () => {
    given([created, published])
      .when({ type: 'Unpublish', kind, creatorId: 'me' })
      .then([itemEvent(kind, 'Unpublished', { itemId: 'i1', kind })]);
    given([created]).when({ type: 'Unpublish', kind, creatorId: 'me' }).thenRefuses('not_published');
  });

  it('deletes, after which the item is not found for any command', () => {
    given([created, published]).when({ type: 'Delete', kind, creatorId: 'me' }).then([deleted]);
    for (const type of ['Edit', 'Publish', 'Unpublish', 'Delete'] as const) {
      const command =
        type === 'Edit' ? { type, kind, creatorId: 'me', changes: { title: 'x' } } : { type, kind, creatorId: 'me' };
      given([created, deleted]).when(command).thenRefuses('item_not_found');
    }
  });

  it("answers another creator's item as not found, for every command", () => {
    for (const type of ['Edit', 'Publish', 'Unpublish', 'Delete'] as const) {
      const command =
        type === 'Edit'
          ? { type, kind, creatorId: 'someone-else', changes: { title: 'x' } }
          : { type, kind, creatorId: 'someone-else' };
      given([created, published]).when(command).thenRefuses('item_not_found');
    }
    given([]).when({ type: 'Publish', kind, creatorId: 'me' }).thenRefuses('item_not_found');
  });

  it('names its commands per kind', () => {
    expect(commandName({ type: 'Publish', kind, creatorId: 'me' })).toMatch(
      /^Publish(Component|Plugin|Template|Tutorial|Vector|Site)$/,
    );
  });
});

describe('publishing rules per kind', () => {
  it.each([
    ['plugins', ['version']],
    ['tutorials', ['level']],
    ['sites', ['siteUrl']],
    ['components', ['summary']],
  ] as const)('refuses to publish a %s without %s, naming the fields', (kind, missing) => {
    const bare = fields(kind === 'components' ? { summary: '  ' } : {});
    given([itemEvent(kind, 'Created', { itemId: 'i1', kind, creatorId: 'me', slug: 's', fields: bare })])
      .when({ type: 'Publish', kind, creatorId: 'me' })
      .thenRefuses('incomplete_item', [...missing]);
  });
});

describe('the plugin changelog', () => {
  const created = itemEvent('plugins', 'Created', {
    itemId: 'p1',
    kind: 'plugins',
    creatorId: 'me',
    slug: 'grid',
    fields: fields({ version: '1.0.0', changelog: [{ version: '1.0.0', notes: 'First', date: 'd1' }] }),
  });

  it('puts the notes of a new version first', () => {
    given([created])
      .when({
        type: 'Edit',
        kind: 'plugins',
        creatorId: 'me',
        changes: { version: '1.1.0' },
        release: { notes: ' Snapping ', date: 'd2' },
      })
      .then([
        itemEvent('plugins', 'Edited', {
          itemId: 'p1',
          kind: 'plugins',
          changes: {
            version: '1.1.0',
            changelog: [
              { version: '1.1.0', notes: 'Snapping', date: 'd2' },
              { version: '1.0.0', notes: 'First', date: 'd1' },
            ],
          },
        }),
      ]);
  });

  it('replaces the notes of the current version, and changes nothing for the same notes', () => {
    const edit = (notes: string) =>
      given([created]).when({
        type: 'Edit',
        kind: 'plugins',
        creatorId: 'me',
        changes: {},
        release: { notes, date: 'd3' },
      });
    edit('First').then([]);
    edit('First, fixed').then([
      itemEvent('plugins', 'Edited', {
        itemId: 'p1',
        kind: 'plugins',
        changes: { changelog: [{ version: '1.0.0', notes: 'First, fixed', date: 'd3' }] },
      }),
    ]);
  });
});
