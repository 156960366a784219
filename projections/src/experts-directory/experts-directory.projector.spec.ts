import type { ExpertListing } from '@creators/contracts';
import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import {
  EXPERT_FACETS,
  EXPERTS,
  expertFacetKey,
  expertsDirectoryProjector,
  type ExpertFacetDoc,
} from './experts-directory.projector.js';

const listing: ExpertListing = {
  services: ['Webflow', 'branding'],
  hourlyRate: { min: 60, max: 120, currency: 'EUR' },
  languages: ['en', 'fr'],
  location: 'Lyon ',
  availability: 'available',
};

const facetKeysOf = (model: Awaited<ReturnType<typeof project>>, creatorId: string): string[] =>
  model
    .all<ExpertFacetDoc>(EXPERT_FACETS)
    .filter((doc) => doc.creatorId === creatorId)
    .map((doc) => doc.key)
    .sort();

describe('experts directory projector', () => {
  it('drops an expert a moderator hides, facets and all, and lists them again once restored', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .creator({ type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } });
    const model = await project(expertsDirectoryProjector, log.newEvents());
    const facets = facetKeysOf(model, 'u1');
    const moderation = (type: 'CreatorHidden' | 'CreatorRestored') =>
      log.append('moderation-creator-u1', type, { creatorId: 'u1', moderatorId: 'm1', reason: 'why' });
    await model.given(moderation('CreatorHidden').newEvents());
    expect(model.all(EXPERTS)).toEqual([]);
    expect(facetKeysOf(model, 'u1')).toEqual([]);
    await model.given(moderation('CreatorRestored').newEvents());
    expect(model.all(EXPERTS).map((doc) => doc.id)).toEqual(['u1']);
    expect(facetKeysOf(model, 'u1')).toEqual(facets);
  });

  it('given a published listing, holds the expert with their profile card', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .at('2026-03-02')
      .creator({ type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } })
      .signUp('u2', 'bob');
    const model = await project(expertsDirectoryProjector, log.events);
    expect(model.all(EXPERTS)).toEqual([
      {
        id: 'u1',
        handle: 'ada',
        name: 'Ada',
        avatarUrl: null,
        bio: '',
        services: ['Webflow', 'branding'],
        languages: ['en', 'fr'],
        location: 'Lyon ',
        hourlyRate: { min: 60, max: 120, currency: 'EUR' },
        rateMin: 60,
        rateCurrency: 'EUR',
        availability: 'available',
        listedAt: '2026-03-02T12:00:00.000Z',
        updatedAt: '2026-03-02T12:00:00.000Z',
      },
    ]);
  });

  it('files the expert under every combination of service, language and location, normalised', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .creator({ type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } });
    const model = await project(expertsDirectoryProjector, log.events);
    const keys = facetKeysOf(model, 'u1');
    // (2 services + any) x (2 languages + any) x (1 location + any), less "any of everything".
    expect(keys).toHaveLength(3 * 3 * 2 - 1);
    expect(keys).toContain(expertFacetKey({ service: 'webflow' }));
    expect(keys).toContain(expertFacetKey({ language: 'FR', location: 'lyon' }));
    expect(keys).toContain(expertFacetKey({ service: 'Branding', language: 'en', location: ' LYON' }));
    expect(keys).not.toContain(expertFacetKey({ service: 'webflow', language: 'de' }));
    expect(model.get(EXPERT_FACETS, `${expertFacetKey({ service: 'webflow' })}|u1`)).toMatchObject({
      key: 'service=webflow&language=&location=',
      creatorId: 'u1',
      name: 'ada',
      rateMin: 60,
      rateCurrency: 'EUR',
    });
  });

  it('given a listing change, moves the expert to the new facets; given a profile change, updates the card', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .creator({ type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } })
      .at('2026-03-05')
      .creator({
        type: 'ExpertListingPublished',
        data: { creatorId: 'u1', listing: { ...listing, services: ['framer'], languages: ['de'], location: 'Berlin' } },
      })
      .creator({
        type: 'CreatorProfileUpdated',
        data: { creatorId: 'u1', changes: { name: 'Ada L', bio: 'Designer' } },
      });
    const model = await project(expertsDirectoryProjector, log.events);
    expect(facetKeysOf(model, 'u1')).toHaveLength(2 * 2 * 2 - 1);
    expect(model.get(EXPERT_FACETS, `${expertFacetKey({ service: 'webflow' })}|u1`)).toBeNull();
    expect(model.get(EXPERT_FACETS, `${expertFacetKey({ service: 'framer', location: 'berlin' })}|u1`)).toMatchObject({
      name: 'Ada L',
      bio: 'Designer',
      listedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('given a withdrawal, removes the expert and all their facets', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .creator({ type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } })
      .creator({ type: 'ExpertListingWithdrawn', data: { creatorId: 'u1' } });
    const model = await project(expertsDirectoryProjector, log.events);
    expect(model.all(EXPERTS)).toEqual([]);
    expect(model.all(EXPERT_FACETS)).toEqual([]);
  });
});
