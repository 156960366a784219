import { randomUUID } from 'node:crypto';
import type { CollectionSpec, Doc, DocumentStore, FindQuery } from '../document-store.js';

interface Item extends Doc {
  readonly title: string;
  readonly kind: string;
  readonly price: number;
  readonly published: boolean;
  readonly tags: string[];
  readonly summary: string;
}

/** What every DocumentStore adapter must do. Collection names are unique per test run. */
export function documentStoreContract(open: () => Promise<DocumentStore>): void {
  let store: DocumentStore;
  let items: string;
  let spec: CollectionSpec;
  const projection = (): string => `p_${randomUUID().slice(0, 8)}`;

  beforeEach(async () => {
    store = await open();
    items = `items_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    spec = {
      name: items,
      fields: { kind: 'string', price: 'number', published: 'boolean', title: 'string' },
      text: ['title', 'tags', 'summary'],
      indexes: [['kind', 'price'], ['published']],
    };
    await store.ensureCollections([spec]);
  });
  afterEach(async () => {
    await store.dropCollection(items);
    await store.close();
  });

  const item = (n: number, extra: Partial<Item> = {}): Item => ({
    id: `item-${String(n).padStart(3, '0')}`,
    title: `Item ${n}`,
    kind: n % 2 === 0 ? 'components' : 'templates',
    price: (n % 5) * 100,
    published: n % 3 !== 0,
    tags: [],
    summary: '',
    ...extra,
  });
  const put = (docs: Item[]): Promise<void> =>
    store.write(docs.map((doc) => ({ op: 'put' as const, collection: items, doc })));

  async function findAll(query: Omit<FindQuery, 'cursor'>): Promise<Item[]> {
    const found: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Item[]; nextCursor: string | null } = await store.find<Item>(items, { ...query, cursor });
      found.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return found;
  }

  it('puts, gets, replaces and deletes documents by id', async () => {
    await put([item(1), item(2)]);
    expect(await store.get(items, 'item-001')).toEqual(item(1));
    await put([item(1, { title: 'Renamed' })]);
    expect((await store.get<Item>(items, 'item-001'))?.title).toBe('Renamed');
    await store.write([{ op: 'delete', collection: items, id: 'item-001' }]);
    expect(await store.get(items, 'item-001')).toBeNull();
    expect([...(await store.getMany(items, ['item-001', 'item-002'])).keys()]).toEqual(['item-002']);
  });

  it('inserts a document only when none has its id: of racing inserts exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => store.insert(items, item(7, { title: `Racer ${n}` }))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect((await store.get<Item>(items, 'item-007'))?.title).toBe(`Racer ${winner}`);
    // Found by its fields and its text like any other document.
    expect((await store.find<Item>(items, { filter: { kind: 'templates' }, limit: 10 })).items).toHaveLength(1);
    expect((await store.find<Item>(items, { text: `racer`, limit: 10 })).items.map((i) => i.id)).toEqual(['item-007']);
    expect(await store.insert(items, item(7))).toBe(false);
    await store.write([{ op: 'delete', collection: items, id: 'item-007' }]);
    expect(await store.insert(items, item(7))).toBe(true);
  });

  it('increments a counter atomically, creating its document on first use', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.increment(items, item(9), 'price')));
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await store.get(items, 'item-009')).toEqual({ ...item(9), price: 10 });
    expect(await store.increment(items, item(9), 'price', 5)).toBe(15);
    // Filters see the counter like any declared field.
    expect((await store.find<Item>(items, { filter: { price: { gte: 15 } }, limit: 10 })).items).toHaveLength(1);
  });

  it('filters on equality, in and ranges, and counts', async () => {
    await put(Array.from({ length: 30 }, (_, i) => item(i + 1)));
    const cheapComponents = await findAll({ filter: { kind: 'components', price: { lte: 100 } }, limit: 100 });
    expect(cheapComponents.map((d) => d.id).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => item(i + 1))
        .filter((d) => d.kind === 'components' && d.price <= 100)
        .map((d) => d.id),
    );
    expect(await store.count(items, { price: { in: [0, 400] } })).toBe(12);
    expect(await store.count(items, { published: false })).toBe(10);
    expect(await store.count(items, { price: { gt: 100, lt: 400 } })).toBe(12);
    expect(await store.count(items)).toBe(30);
  });

  it('sorts on declared fields and pages with keyset cursors without gaps or duplicates', async () => {
    const all = Array.from({ length: 53 }, (_, i) => item(i + 1));
    await put(all);
    const sorted = await findAll({ sort: [{ field: 'price', direction: 'desc' }], limit: 7 });
    expect(sorted).toHaveLength(53);
    expect(new Set(sorted.map((d) => d.id)).size).toBe(53);
    const expected = [...all].sort((a, b) => b.price - a.price || b.id.localeCompare(a.id));
    expect(sorted.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    const firstPage = await store.find<Item>(items, { sort: [{ field: 'price', direction: 'desc' }], limit: 7 });
    expect(firstPage.items).toHaveLength(7);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
  });

  describe('list fields', () => {
    let listed: string;
    const listSpec = (name: string, deferIndexes = false): CollectionSpec => ({
      name,
      fields: { kind: 'string', price: 'number', published: 'boolean', tags: 'string[]', colours: 'string[]' },
      text: ['title'],
      indexes: [
        ['tags', 'price'],
        ['tags', 'kind', 'price'],
        ['colours', 'price'],
      ],
      ...(deferIndexes ? { deferIndexes } : {}),
    });
    const TAGS = ['grid', 'hero', 'forms', 'cards'];
    const tagged = (n: number): Item & { colours: string[] } => ({
      ...item(n),
      // Some lists repeat a value: a document still shows once.
      tags: TAGS.filter((_, t) => (n + t) % 3 === 0).concat(n % 4 === 0 ? ['grid'] : []),
      colours: n % 2 === 0 ? ['red'] : ['blue', 'red'],
    });
    const hasTag = (doc: Item, tag: string): boolean => doc.tags.includes(tag);
    const byPriceDesc = (a: Item, b: Item): number => b.price - a.price || b.id.localeCompare(a.id);

    beforeEach(async () => {
      listed = `${items}_lists`;
      await store.ensureCollections([listSpec(listed)]);
    });
    afterEach(async () => {
      await store.dropCollection(listed);
    });

    async function findListed(query: Omit<FindQuery, 'cursor'>, collection = listed): Promise<Item[]> {
      const found: Item[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Item[]; nextCursor: string | null } = await store.find<Item>(collection, {
          ...query,
          cursor,
        });
        found.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return found;
    }

    it('finds the documents whose list holds a value, sorted and paged, with other conditions, and counts them', async () => {
      const docs = Array.from({ length: 40 }, (_, i) => tagged(i + 1));
      await store.write(docs.map((doc) => ({ op: 'put' as const, collection: listed, doc })));
      for (const tag of TAGS) {
        const found = await findListed({
          filter: { tags: { has: tag } },
          sort: [{ field: 'price', direction: 'desc' }],
          limit: 3,
        });
        expect(found.map((doc) => doc.id)).toEqual(
          docs
            .filter((doc) => hasTag(doc, tag))
            .sort(byPriceDesc)
            .map((doc) => doc.id),
        );
        expect(await store.count(listed, { tags: { has: tag } })).toBe(docs.filter((doc) => hasTag(doc, tag)).length);
      }
      const cheapGridComponents = await findListed({
        filter: { tags: { has: 'grid' }, kind: 'components', price: { lte: 200 } },
        sort: [{ field: 'price', direction: 'asc' }],
        limit: 2,
      });
      expect(cheapGridComponents.map((doc) => doc.id)).toEqual(
        docs
          .filter((doc) => hasTag(doc, 'grid') && doc.kind === 'components' && doc.price <= 200)
          .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))
          .map((doc) => doc.id),
      );
      // Two lists at once, and a list with a text search.
      const blueHeroes = await findListed({ filter: { tags: { has: 'hero' }, colours: { has: 'blue' } }, limit: 5 });
      expect(blueHeroes.map((doc) => doc.id).sort()).toEqual(
        docs.filter((doc) => hasTag(doc, 'hero') && doc.colours.includes('blue')).map((doc) => doc.id),
      );
      expect(await store.count(listed, { tags: { has: 'cards' } }, 'item')).toBe(
        docs.filter((doc) => hasTag(doc, 'cards')).length,
      );
      expect(await store.count(listed, { tags: { has: 'none' } })).toBe(0);
    });

    it('follows a document whose list changes or which is deleted', async () => {
      await store.write([
        { op: 'put', collection: listed, doc: { ...tagged(1), tags: ['grid', 'hero'] } },
        { op: 'put', collection: listed, doc: { ...tagged(2), tags: ['grid'] } },
      ]);
      await store.commit(
        [
          { op: 'put', collection: listed, doc: { ...tagged(1), tags: ['forms'], price: 900 } },
          { op: 'delete', collection: listed, id: tagged(2).id },
        ],
        [{ projection: projection(), position: 3 }],
      );
      expect(await store.count(listed, { tags: { has: 'grid' } })).toBe(0);
      const forms = await store.find<Item>(listed, { filter: { tags: { has: 'forms' } }, limit: 5 });
      expect(forms.items).toEqual([{ ...tagged(1), tags: ['forms'], price: 900 }]);
      // The key rows carry the sort keys as the document now has them.
      const cheap = await store.count(listed, { tags: { has: 'forms' }, price: { lt: 900 } });
      expect(cheap).toBe(0);
      // Replaced with the same list and words: only a sort key moves, and every query follows it.
      await store.write([{ op: 'put', collection: listed, doc: { ...tagged(1), tags: ['forms'], price: 50 } }]);
      expect(await store.count(listed, { tags: { has: 'forms' }, price: { lt: 900 } })).toBe(1);
      expect(await store.count(listed, { price: 50 })).toBe(1);
      expect(
        (await store.find<Item>(listed, { text: 'item', filter: { tags: { has: 'forms' } }, limit: 5 })).items,
      ).toEqual([{ ...tagged(1), tags: ['forms'], price: 50 }]);
    });

    it('builds a collection with list fields aside and swaps it in', async () => {
      const name = projection();
      const aside = `${listed}_build`;
      await store.ensureCollections([listSpec(aside, true)]);
      const docs = Array.from({ length: 30 }, (_, i) => tagged(i + 1));
      await store.commit(
        docs.map((doc) => ({ op: 'put' as const, collection: aside, doc })),
        [{ projection: `${name}_build`, position: 4 }],
      );
      await store.swap([{ source: aside, target: listed }], [{ from: `${name}_build`, to: name }]);
      await store.ensureCollections([listSpec(listed)]);
      const found = await findListed({
        filter: { tags: { has: 'hero' } },
        sort: [{ field: 'price', direction: 'desc' }],
        limit: 4,
      });
      expect(found.map((doc) => doc.id)).toEqual(
        docs
          .filter((doc) => hasTag(doc, 'hero'))
          .sort(byPriceDesc)
          .map((doc) => doc.id),
      );
    });

    it('refuses to sort on a list, to compare a list as a value, and { has } on a field that is no list', async () => {
      await expect(store.find(listed, { sort: [{ field: 'tags', direction: 'asc' }], limit: 5 })).rejects.toMatchObject(
        {
          code: 'bad_query',
        },
      );
      await expect(store.find(listed, { filter: { tags: 'grid' }, limit: 5 })).rejects.toMatchObject({
        code: 'bad_query',
      });
      await expect(store.find(listed, { filter: { kind: { has: 'grid' } }, limit: 5 })).rejects.toMatchObject({
        code: 'bad_query',
      });
    });
  });

  it('refuses undeclared fields and cursors it did not hand out', async () => {
    await expect(store.find(items, { filter: { colour: 'red' }, limit: 5 })).rejects.toMatchObject({
      code: 'undeclared_field',
    });
    await expect(store.find(items, { sort: [{ field: 'colour', direction: 'asc' }], limit: 5 })).rejects.toMatchObject({
      code: 'undeclared_field',
    });
    await expect(store.find(items, { limit: 5, cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: 'bad_cursor' });
    await expect(store.get('no_such_collection', 'x')).rejects.toMatchObject({ code: 'unknown_collection' });
  });

  it('searches the declared text fields, ranks better matches first, and follows changes', async () => {
    await put([
      item(1, { title: 'Pricing table', summary: 'A clean table for plans' }),
      item(2, { title: 'Hero section', summary: 'Bold hero with a pricing teaser', tags: ['landing'] }),
      item(3, { title: 'Footer', summary: 'Links and legal', tags: ['navigation'] }),
    ]);
    const pricing = await store.find<Item>(items, { text: 'pricing', limit: 10 });
    expect(pricing.items.map((d) => d.id)).toEqual(['item-001', 'item-002']);
    expect((await store.find<Item>(items, { text: 'NAVIGATION', limit: 10 })).items.map((d) => d.id)).toEqual([
      'item-003',
    ]);
    expect(
      (await store.find<Item>(items, { text: 'pric', limit: 10, filter: { kind: 'templates' } })).items.map(
        (d) => d.id,
      ),
    ).toEqual(['item-001']);
    expect((await store.find(items, { text: '"; DROP TABLE x; --', limit: 10 })).items).toEqual([]);
    await store.write([{ op: 'delete', collection: items, id: 'item-001' }]);
    await put([item(3, { title: 'Footer with pricing links' })]);
    expect((await store.find<Item>(items, { text: 'pricing', limit: 10 })).items.map((d) => d.id).sort()).toEqual([
      'item-002',
      'item-003',
    ]);
  });

  it('takes alternatives per word: any of a group, every group; and counts what a search matches', async () => {
    await put([
      item(1, { title: 'Navbar', summary: 'Sticky menu', tags: ['navigation'], kind: 'components' }),
      item(2, { title: 'Sidebar menu', summary: 'Collapsible', kind: 'components' }),
      item(3, { title: 'Navigation drawer', summary: 'Slides in', kind: 'components' }),
      item(4, { title: 'Pricing table', summary: 'Plans', kind: 'templates' }),
    ]);
    const ids = async (text: readonly (readonly string[])[]) =>
      (await store.find<Item>(items, { text, limit: 10 })).items.map((d) => d.id).sort();
    expect(await ids([['navbr', 'navbar']])).toEqual(['item-001']);
    expect(await ids([['navbar', 'sidebar']])).toEqual(['item-001', 'item-002']);
    expect(await ids([['navbar', 'sidebar'], ['menu']])).toEqual(['item-001', 'item-002']);
    expect(await ids([['navbar', 'sidebar'], ['collapsible']])).toEqual(['item-002']);
    expect(await ids([['zzz'], ['menu']])).toEqual([]);
    expect(await store.count(items, {}, [['nav', 'sidebar']])).toBe(3);
    expect(await store.count(items, { kind: 'templates' }, 'pricing')).toBe(1);
    expect(await store.count(items, { kind: 'templates' }, 'navbar')).toBe(0);
    expect(await store.count(items, {}, [])).toBe(4);
  });

  it('finds a word typed in part, whether one word or several start with it, ranked as the whole word', async () => {
    await put([
      item(1, { title: 'Pricing table', summary: 'Plans and pricing' }),
      item(2, { title: 'Hero section', summary: 'A pricing teaser' }),
      item(3, { title: 'Sidebar', summary: 'Sides and sidebars' }),
      item(4, { title: 'Sidewalk', summary: 'City streets' }),
      item(5, { title: 'Navbar', summary: 'Menu' }),
    ]);
    const ids = async (text: string): Promise<string[]> =>
      (await store.find<Item>(items, { text, limit: 10 })).items.map((d) => d.id);
    for (const typed of ['pric', 'prici', 'pricin', 'pricing'])
      expect(await ids(typed)).toEqual(['item-001', 'item-002']);
    expect((await ids('side')).sort()).toEqual(['item-003', 'item-004']);
    expect(await ids('sidew')).toEqual(['item-004']);
    expect(await ids('sideb')).toEqual(['item-003']);
    expect(await ids('navba')).toEqual(['item-005']);
    expect(await ids('navbars')).toEqual([]);
    expect(await store.count(items, {}, 'side')).toBe(2);
    // A word that starts the same comes: the part finds both.
    await put([item(6, { title: 'Navbarkit' })]);
    expect((await ids('navba')).sort()).toEqual(['item-005', 'item-006']);
    expect(await store.count(items, {}, 'navba')).toBe(2);
    // Gone again (deleted, or its text changed), it no longer counts as a word the part may be.
    await store.write([{ op: 'delete', collection: items, id: 'item-006' }]);
    expect(await ids('navba')).toEqual(['item-005']);
    await put([item(4, { title: 'Navbarkit' })]);
    expect(await ids('side')).toEqual(['item-003']);
    expect((await ids('navba')).sort()).toEqual(['item-004', 'item-005']);
    await put([item(4, { title: 'Sidewalk' })]);
    expect(await ids('navba')).toEqual(['item-005']);
  });

  it('pages through ranked search results without duplicates', async () => {
    await put(
      Array.from({ length: 25 }, (_, i) => item(i + 1, { summary: `vector icon set ${'icon '.repeat(i % 4)}` })),
    );
    const found = await findAll({ text: 'icon', limit: 4 });
    expect(found).toHaveLength(25);
    expect(new Set(found.map((d) => d.id)).size).toBe(25);
  });

  it('ranks a search exactly within `rankWithin` matches, and beyond it only the newest that many', async () => {
    // The oldest matches are the best (the word in their titles); the others name it once in a summary.
    const matches = (n: number): boolean => n <= 4 || n % 3 !== 0;
    // Added one by one, oldest first: the newest are the last added (and, here, the greatest ids).
    for (let n = 1; n <= 30; n += 1)
      await put([
        item(
          n,
          n <= 4 ? { title: `Icon ${n}`, summary: 'icon glyphs' } : { summary: matches(n) ? 'icon set' : 'none' },
        ),
      ]);
    const ids = (docs: readonly Item[]): string[] => docs.map((doc) => doc.id);
    const numbers = Array.from({ length: 30 }, (_, i) => i + 1).filter(matches);
    const ranked = ids(await findAll({ text: 'icon', limit: 50 }));
    expect([...ranked].sort()).toEqual(numbers.map((n) => item(n).id));
    expect(ranked.slice(0, 4).sort()).toEqual(['item-001', 'item-002', 'item-003', 'item-004']);
    // No more matches than it ranks: exactly the full ranking, page by page.
    expect(ids(await findAll({ text: 'icon', rankWithin: numbers.length, limit: 5 }))).toEqual(ranked);
    expect(ids(await findAll({ text: 'icon', rankWithin: 1000, limit: 50 }))).toEqual(ranked);
    // More: the newest ten matches, ranked as before among themselves; the older best are not found.
    const newest = new Set(numbers.slice(-10).map((n) => item(n).id));
    expect(ids(await findAll({ text: 'icon', rankWithin: 10, limit: 3 }))).toEqual(
      ranked.filter((id) => newest.has(id)),
    );
    // The newest of the matches that pass the filter, through alternatives of a word.
    const templates = numbers.filter((n) => item(n).kind === 'templates').map((n) => item(n).id);
    const newestTemplates = new Set(templates.slice(-3));
    const alternatives = [['icons', 'icon'], ['ico']];
    const inTemplates = async (rankWithin?: number): Promise<string[]> =>
      ids(await findAll({ text: alternatives, filter: { kind: 'templates' }, rankWithin, limit: 2 }));
    const rankedTemplates = await inTemplates();
    expect([...rankedTemplates].sort()).toEqual(templates);
    expect(await inTemplates(3)).toEqual(rankedTemplates.filter((id) => newestTemplates.has(id)));
    expect(await inTemplates(50)).toEqual(rankedTemplates);
    // A search in a given order is not ranked: every match is found.
    const byPrice = await findAll({
      text: 'icon',
      rankWithin: 5,
      sort: [{ field: 'price', direction: 'asc' }],
      limit: 50,
    });
    expect(byPrice).toHaveLength(numbers.length);
    expect((await store.find(items, { text: 'zzz', rankWithin: 5, limit: 5 })).items).toEqual([]);
  });

  it('commits changes with a checkpoint atomically and ignores a redelivered batch', async () => {
    const name = projection();
    expect(await store.getCheckpoint(name)).toBeNull();
    expect(
      await store.commit([{ op: 'put', collection: items, doc: item(1) }], [{ projection: name, position: 10 }]),
    ).toBe(true);
    expect(
      await store.commit([{ op: 'put', collection: items, doc: item(2) }], [{ projection: name, position: 10 }]),
    ).toBe(false);
    expect(await store.get(items, 'item-002')).toBeNull();
    expect(await store.getCheckpoint(name)).toBe(10);
    expect(await store.listCheckpoints()).toContainEqual({ projection: name, position: 10 });
  });

  it('commits only on top of the stored checkpoint a batch names as its previous one', async () => {
    const name = projection();
    const first = { projection: name, position: 4, previous: null };
    expect(await store.commit([{ op: 'put', collection: items, doc: item(1) }], [first])).toBe(true);
    // Someone else moved the checkpoint meanwhile (say a rebuild swapped a model in at 7).
    await store.commit([], [{ projection: name, position: 7 }]);
    const stale = { projection: name, position: 9, previous: 4 };
    expect(await store.commit([{ op: 'put', collection: items, doc: item(2) }], [stale])).toBe(false);
    expect(await store.get(items, 'item-002')).toBeNull();
    expect(await store.getCheckpoint(name)).toBe(7);
    const onTop = { projection: name, position: 9, previous: 7 };
    expect(await store.commit([{ op: 'put', collection: items, doc: item(2) }], [onTop])).toBe(true);
    expect(await store.getCheckpoint(name)).toBe(9);
  });

  it('commits one batch for several projections at once, or none of it when one checkpoint is stale', async () => {
    const [a, b] = [projection(), projection()];
    const both = [
      { projection: a, position: 3, previous: null },
      { projection: b, position: 3, previous: null },
    ];
    expect(await store.commit([{ op: 'put', collection: items, doc: item(1) }], both)).toBe(true);
    expect([await store.getCheckpoint(a), await store.getCheckpoint(b)]).toEqual([3, 3]);
    // b was moved by someone else: the whole batch is refused, a's part included.
    await store.commit([], [{ projection: b, position: 5 }]);
    const next = [
      { projection: a, position: 8, previous: 3 },
      { projection: b, position: 8, previous: 3 },
    ];
    expect(await store.commit([{ op: 'put', collection: items, doc: item(2) }], next)).toBe(false);
    expect(await store.get(items, 'item-002')).toBeNull();
    expect([await store.getCheckpoint(a), await store.getCheckpoint(b)]).toEqual([3, 5]);
    // A redelivery of any one of them refuses the batch too.
    expect(await store.commit([{ op: 'put', collection: items, doc: item(2) }], [{ projection: b, position: 5 }])).toBe(
      false,
    );
  });

  it('builds a collection aside and swaps it in with its checkpoint', async () => {
    const name = projection();
    await store.commit([{ op: 'put', collection: items, doc: item(1) }], [{ projection: name, position: 5 }]);
    const aside = `${items}_build`;
    await store.ensureCollections([{ ...spec, name: aside }]);
    await store.commit(
      [{ op: 'put', collection: aside, doc: item(2, { title: 'Rebuilt pricing' }) }],
      [{ projection: `${name}_build`, position: 9 }],
    );
    expect(await store.get(items, 'item-002')).toBeNull();
    // Searched before the swap: what the collection's text index knew then is not what it is asked after.
    expect((await store.find(items, { text: 'rebuilt', limit: 5 })).items).toEqual([]);
    expect((await store.find(items, { text: 'item', limit: 5 })).items).toHaveLength(1);
    await store.swap([{ source: aside, target: items }], [{ from: `${name}_build`, to: name }]);
    expect(await store.get(items, 'item-001')).toBeNull();
    expect(await store.get(items, 'item-002')).toEqual(item(2, { title: 'Rebuilt pricing' }));
    expect((await store.find(items, { text: 'rebuilt', limit: 5 })).items).toHaveLength(1);
    expect((await store.find(items, { text: 'rebui', limit: 5 })).items).toHaveLength(1);
    expect((await store.find(items, { text: 'item', limit: 5 })).items).toEqual([]);
    expect(await store.count(items, { kind: 'components' })).toBe(1);
    expect(await store.getCheckpoint(name)).toBe(9);
    expect(await store.getCheckpoint(`${name}_build`)).toBeNull();
    // the swapped-in collection keeps working for writes, and the name can be built aside again
    await put([item(4)]);
    await store.ensureCollections([{ ...spec, name: aside }]);
    await store.dropCollection(aside);
    expect(await store.count(items)).toBe(2);
  });

  // A model swapped in drops what its former version kept, which a store may never have held.
  it('drops a collection with its documents and indexes, and a collection it does not hold as done', async () => {
    const former = `${items}_former`;
    await store.ensureCollections([{ ...spec, name: former }]);
    await store.write([{ op: 'put', collection: former, doc: item(1) }]);
    await store.dropCollection(former);
    await expect(store.count(former)).rejects.toMatchObject({ code: 'unknown_collection' });
    await store.dropCollection(`${items}_never_made`);
    // Made again, it starts empty.
    await store.ensureCollections([{ ...spec, name: former }]);
    expect(await store.count(former)).toBe(0);
    await store.dropCollection(former);
  });

  it('builds a collection with its indexes deferred, and finds its documents by fields and text once they are made', async () => {
    const name = projection();
    const aside = `${items}_build`;
    await store.ensureCollections([{ ...spec, name: aside, deferIndexes: true }]);
    const rebuilt = [item(2, { title: 'Rebuilt pricing' }), item(3, { summary: 'pricing tables' }), item(4)];
    await store.commit(
      rebuilt.map((doc) => ({ op: 'put' as const, collection: aside, doc })),
      [{ projection: `${name}_build`, position: 9 }],
    );
    // Changed again while built: the text made later is the documents' last.
    await store.commit(
      [{ op: 'put', collection: aside, doc: item(4, { tags: ['pricing'] }) }],
      [{ projection: `${name}_build`, position: 10 }],
    );
    await store.swap([{ source: aside, target: items }], [{ from: `${name}_build`, to: name }]);
    expect((await findAll({ text: 'pricing', limit: 2 })).map((doc) => doc.id).sort()).toEqual([
      'item-002',
      'item-003',
      'item-004',
    ]);
    expect(await store.count(items, { kind: 'components' })).toBe(2);
    expect(await store.getCheckpoint(name)).toBe(10);

    // Ensured again as declared, without a swap (an as-of namespace): the same, over a few thousand documents.
    const namespace = `${items}_asof`;
    await store.ensureCollections([{ ...spec, name: namespace, deferIndexes: true }]);
    const many = Array.from({ length: 2_500 }, (_, n) => item(n, { summary: n % 10 === 0 ? 'pricing' : 'other' }));
    await store.commit(
      many.map((doc) => ({ op: 'put' as const, collection: namespace, doc })),
      [{ projection: `${name}_asof`, position: 9 }],
    );
    await store.ensureCollections([{ ...spec, name: namespace }]);
    expect(await store.count(namespace, {}, 'pricing')).toBe(250);
    expect(await store.count(namespace, { kind: 'templates' })).toBe(1_250);
    await store.dropCollection(namespace);
  });
}
