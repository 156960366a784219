import type { Link, LinkEvent } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { MAX_LINKS, linksDecider } from './links.decider.js';

const given = deciderSpec(linksDecider);
const creatorId = 'me';
const link = (id: string, title = `Link ${id}`): Link => ({ id, title, url: `https://example.com/${id}` });
const added = (l: Link): LinkEvent => ({ type: 'LinkAdded', data: { creatorId, link: l } });
const a = link('a');
const b = link('b');
const c = link('c');
const threeLinks = [added(a), added(b), added(c)];

describe('the links decider', () => {
  describe('AddLink', () => {
    it('adds a link at the end of the list', () => {
      given([added(a)])
        .when({ type: 'AddLink', creatorId, link: b })
        .then([added(b)]);
    });

    it('adds the first link of a creator who has none', () => {
      given([])
        .when({ type: 'AddLink', creatorId, link: a })
        .then([added(a)]);
    });

    it(`allows the ${MAX_LINKS}th link and refuses the one after it`, () => {
      const history = Array.from({ length: MAX_LINKS - 1 }, (_, i) => added(link(`l${i}`)));
      given(history)
        .when({ type: 'AddLink', creatorId, link: a })
        .then([added(a)]);
      given([...history, added(link('last'))])
        .when({ type: 'AddLink', creatorId, link: a })
        .thenRefuses('too_many_links');
    });

    it('counts removed links out of the limit', () => {
      const full = Array.from({ length: MAX_LINKS }, (_, i) => added(link(`l${i}`)));
      given([...full, { type: 'LinkRemoved', data: { creatorId, linkId: 'l7' } }])
        .when({ type: 'AddLink', creatorId, link: a })
        .then([added(a)]);
    });

    it('refuses a link whose id is already taken', () => {
      given([added(a)])
        .when({ type: 'AddLink', creatorId, link: a })
        .thenRefuses('concurrent_change');
    });
  });

  describe('EditLink', () => {
    it('records only what changed', () => {
      given(threeLinks)
        .when({ type: 'EditLink', creatorId, linkId: 'b', changes: { title: 'Portfolio', url: b.url } })
        .then([{ type: 'LinkEdited', data: { creatorId, linkId: 'b', changes: { title: 'Portfolio' } } }]);
    });

    it('changes the address alone', () => {
      given(threeLinks)
        .when({ type: 'EditLink', creatorId, linkId: 'a', changes: { url: 'http://example.org' } })
        .then([{ type: 'LinkEdited', data: { creatorId, linkId: 'a', changes: { url: 'http://example.org' } } }]);
    });

    it('sees earlier edits', () => {
      given([...threeLinks, { type: 'LinkEdited', data: { creatorId, linkId: 'a', changes: { title: 'New' } } }])
        .when({ type: 'EditLink', creatorId, linkId: 'a', changes: { title: 'New' } })
        .then([]);
    });

    it('appends nothing for an edit that changes nothing', () => {
      given(threeLinks)
        .when({ type: 'EditLink', creatorId, linkId: 'a', changes: { title: a.title } })
        .then([]);
      given(threeLinks).when({ type: 'EditLink', creatorId, linkId: 'a', changes: {} }).then([]);
    });

    it('refuses an unknown link, and a removed one', () => {
      given(threeLinks)
        .when({ type: 'EditLink', creatorId, linkId: 'zzz', changes: { title: 'x' } })
        .thenRefuses('link_not_found');
      given([...threeLinks, { type: 'LinkRemoved', data: { creatorId, linkId: 'a' } }])
        .when({ type: 'EditLink', creatorId, linkId: 'a', changes: { title: 'x' } })
        .thenRefuses('link_not_found');
    });
  });

  describe('ReorderLinks', () => {
    it('puts the links in the order given', () => {
      given(threeLinks)
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['c', 'a', 'b'] })
        .then([{ type: 'LinksReordered', data: { creatorId, linkIds: ['c', 'a', 'b'] } }]);
    });

    it('appends nothing when the order is the one already shown', () => {
      given(threeLinks)
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['a', 'b', 'c'] })
        .then([]);
      given([...threeLinks, { type: 'LinksReordered', data: { creatorId, linkIds: ['b', 'c', 'a'] } }])
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['b', 'c', 'a'] })
        .then([]);
    });

    it('accepts the empty order of a creator without links', () => {
      given([]).when({ type: 'ReorderLinks', creatorId, linkIds: [] }).then([]);
    });

    it('refuses a list that leaves a link out', () => {
      given(threeLinks)
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['c', 'a'] })
        .thenRefuses('order_mismatch', ['ids']);
    });

    it('refuses a list that names a link twice', () => {
      given(threeLinks)
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['c', 'a', 'a', 'b'] })
        .thenRefuses('order_mismatch', ['ids']);
    });

    it('refuses a list with a link that is not (or no longer) the creator’s', () => {
      given(threeLinks)
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['c', 'a', 'b', 'zzz'] })
        .thenRefuses('order_mismatch', ['ids']);
      given([...threeLinks, { type: 'LinkRemoved', data: { creatorId, linkId: 'b' } }])
        .when({ type: 'ReorderLinks', creatorId, linkIds: ['c', 'a', 'b'] })
        .thenRefuses('order_mismatch', ['ids']);
    });
  });

  describe('RemoveLink', () => {
    it('removes a link', () => {
      given(threeLinks)
        .when({ type: 'RemoveLink', creatorId, linkId: 'b' })
        .then([{ type: 'LinkRemoved', data: { creatorId, linkId: 'b' } }]);
    });

    it('refuses an unknown link, and one removed already', () => {
      given(threeLinks).when({ type: 'RemoveLink', creatorId, linkId: 'zzz' }).thenRefuses('link_not_found');
      given([...threeLinks, { type: 'LinkRemoved', data: { creatorId, linkId: 'b' } }])
        .when({ type: 'RemoveLink', creatorId, linkId: 'b' })
        .thenRefuses('link_not_found');
    });
  });

  describe('evolve', () => {
    it('folds every event into the list as the creator last arranged it', () => {
      const state = [
        ...threeLinks,
        { type: 'LinkEdited', data: { creatorId, linkId: 'a', changes: { title: 'Home' } } },
        { type: 'LinksReordered', data: { creatorId, linkIds: ['c', 'a', 'b'] } },
        { type: 'LinkRemoved', data: { creatorId, linkId: 'b' } },
        { type: 'CreatorSignedUp', data: { creatorId, handle: 'me', name: 'Me' } },
      ].reduce((s, stored) => {
        const event = linksDecider.read({
          ...stored,
          version: 1,
          streamId: 'links-me',
          revision: 0,
          position: 1,
          metadata: { eventId: 'e', occurredAt: '', creatorId, correlationId: 'c', causationId: null },
        });
        return event === null ? s : linksDecider.evolve(s, event);
      }, linksDecider.initial);
      expect(state.links).toEqual([c, { ...a, title: 'Home' }]);
    });
  });
});
