import { recorded } from '../testing/recorded.js';
import { evolveCreatorLinks, type CreatorLinksDoc } from './creator-links.projector.js';

const fold = (events: ReturnType<typeof recorded>): CreatorLinksDoc | null =>
  events.reduce<CreatorLinksDoc | null>(evolveCreatorLinks, null);
const link = (id: string) => ({ id, title: `Link ${id}`, url: `https://example.com/${id}` });

describe('creator links projector', () => {
  const added = ['a', 'b', 'c'].map((id) => ({ type: 'LinkAdded', data: { creatorId: 'u1', link: link(id) } }));

  it('given links added, keeps them in the order added', () => {
    expect(fold(recorded('links-u1', added))?.links.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('given an edit, a reorder and a removal, shows the result', () => {
    const doc = fold(
      recorded('links-u1', [
        ...added,
        { type: 'LinkEdited', data: { creatorId: 'u1', linkId: 'b', changes: { title: 'Portfolio' } } },
        { type: 'LinksReordered', data: { creatorId: 'u1', linkIds: ['c', 'b', 'a'] } },
        { type: 'LinkRemoved', data: { creatorId: 'u1', linkId: 'a' } },
      ]),
    );
    expect(doc).toEqual({ id: 'u1', links: [link('c'), { ...link('b'), title: 'Portfolio' }], revision: 5 });
  });
});
