import { recorded } from '../testing/recorded.js';
import { evolveCreatorProfile, type CreatorProfileDoc } from './creator-profiles.projector.js';

const fold = (events: ReturnType<typeof recorded>): CreatorProfileDoc | null =>
  events.reduce<CreatorProfileDoc | null>(evolveCreatorProfile, null);

const listing = {
  services: ['webflow', 'branding'],
  hourlyRate: { min: 60, max: 120, currency: 'EUR' },
  languages: ['en', 'fr'],
  location: 'Lyon',
  availability: 'available' as const,
};

describe('creator profiles projector', () => {
  const signedUp = { type: 'CreatorSignedUp', data: { creatorId: 'u1', handle: 'Ada', name: 'Ada L' } };

  it('given a sign-up, holds the profile with an empty bio and no expert listing', () => {
    expect(fold(recorded('creator-u1', [signedUp]))).toMatchObject({
      id: 'u1',
      handle: 'Ada',
      handleKey: 'ada',
      name: 'Ada L',
      bio: '',
      expert: null,
      isExpert: false,
      revision: 0,
    });
  });

  it('given a handle change, keeps the old handle among the former ones', () => {
    const doc = fold(
      recorded('creator-u1', [
        signedUp,
        { type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { handle: 'ada-codes', bio: 'Hi' } } },
      ]),
    );
    expect(doc).toMatchObject({
      handle: 'ada-codes',
      handleKey: 'ada-codes',
      formerHandles: ['Ada'],
      bio: 'Hi',
      revision: 1,
    });
  });

  it('given a listing published then withdrawn, follows the expert state', () => {
    const listed = fold(
      recorded('creator-u1', [signedUp, { type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } }]),
    );
    expect(listed).toMatchObject({ isExpert: true, expert: listing });
    const withdrawn = fold(
      recorded('creator-u1', [
        signedUp,
        { type: 'ExpertListingPublished', data: { creatorId: 'u1', listing } },
        { type: 'ExpertListingWithdrawn', data: { creatorId: 'u1' } },
      ]),
    );
    expect(withdrawn).toMatchObject({ isExpert: false, expert: null });
  });

  it('ignores events that are not about creators', () => {
    expect(fold(recorded('component-1', [{ type: 'ComponentCreated', data: { itemId: '1' } }]))).toBeNull();
  });
});
