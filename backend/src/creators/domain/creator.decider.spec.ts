import type { CreatorEvent, ExpertListing } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { creatorDecider } from './creator.decider.js';

const given = deciderSpec(creatorDecider);

const signedUp: CreatorEvent = {
  type: 'CreatorSignedUp',
  data: { creatorId: 'c1', handle: 'ada', name: 'Ada Lovelace' },
};
const listing: ExpertListing = {
  services: ['web-design', 'branding'],
  hourlyRate: { min: 40, max: 90, currency: 'EUR' },
  languages: ['en', 'fr'],
  location: 'Lyon',
  availability: 'available',
};
const listed: CreatorEvent = { type: 'ExpertListingPublished', data: { creatorId: 'c1', listing } };
const withdrawn: CreatorEvent = { type: 'ExpertListingWithdrawn', data: { creatorId: 'c1' } };

describe('the creator decider', () => {
  describe('SignUp', () => {
    it('signs a creator up, with the name trimmed', () => {
      given([]).when({ type: 'SignUp', creatorId: 'c1', handle: 'ada', name: '  Ada Lovelace ' }).then([signedUp]);
    });

    it('refuses to sign up over an existing creator', () => {
      given([signedUp])
        .when({ type: 'SignUp', creatorId: 'c1', handle: 'ada', name: 'Ada' })
        .thenRefuses('concurrent_change');
    });

    it.each(['ab', '1ada', '-ada', 'ada lovelace', 'ada.l', 'a'.repeat(31), 'adà'])(
      'refuses the malformed handle %j',
      (handle) => {
        given([])
          .when({ type: 'SignUp', creatorId: 'c1', handle, name: 'Ada' })
          .thenRefuses('invalid_input', ['handle']);
      },
    );

    it.each(['marketplace', 'Feed', 'EXPERTS', 'dashboard', 'api', 'Sign-In', 'login', 'creators-assets'])(
      'refuses the reserved handle %j',
      (handle) => {
        given([])
          .when({ type: 'SignUp', creatorId: 'c1', handle, name: 'Ada' })
          .thenRefuses('reserved_handle', ['handle']);
      },
    );

    it('refuses a blank or overlong name', () => {
      given([])
        .when({ type: 'SignUp', creatorId: 'c1', handle: 'ada', name: '   ' })
        .thenRefuses('invalid_input', ['name']);
      given([])
        .when({ type: 'SignUp', creatorId: 'c1', handle: 'ada', name: 'x'.repeat(81) })
        .thenRefuses('invalid_input', ['name']);
    });
  });

  describe('UpdateProfile', () => {
    it('records only what changed, trimmed', () => {
      given([signedUp])
        .when({
          type: 'UpdateProfile',
          creatorId: 'c1',
          changes: {
            name: 'Ada Lovelace',
            bio: 'Analytical engines',
            location: ' London ',
            websiteUrl: 'https://ada.example',
          },
        })
        .then([
          {
            type: 'CreatorProfileUpdated',
            data: {
              creatorId: 'c1',
              changes: { bio: 'Analytical engines', location: 'London', websiteUrl: 'https://ada.example' },
            },
          },
        ]);
    });

    it('changes the handle, also when only its case changes', () => {
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { handle: 'Ada' } })
        .then([{ type: 'CreatorProfileUpdated', data: { creatorId: 'c1', changes: { handle: 'Ada' } } }]);
    });

    it('clears the avatar and the website with null', () => {
      const withAvatar: CreatorEvent = {
        type: 'CreatorProfileUpdated',
        data: { creatorId: 'c1', changes: { avatarUrl: '/creators-assets/a.png', websiteUrl: 'https://a.example' } },
      };
      given([signedUp, withAvatar])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { avatarUrl: null, websiteUrl: null } })
        .then([
          { type: 'CreatorProfileUpdated', data: { creatorId: 'c1', changes: { avatarUrl: null, websiteUrl: null } } },
        ]);
    });

    it('appends nothing for a change that changes nothing', () => {
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { handle: 'ada', name: ' Ada Lovelace' } })
        .then([]);
      given([signedUp]).when({ type: 'UpdateProfile', creatorId: 'c1', changes: {} }).then([]);
    });

    it('refuses a reserved or malformed handle', () => {
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { handle: 'Dashboard' } })
        .thenRefuses('reserved_handle', ['handle']);
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { handle: 'no spaces' } })
        .thenRefuses('invalid_input', ['handle']);
    });

    it('keeps a handle taken before it was reserved while other fields change', () => {
      const shadowed = { ...signedUp, data: { ...signedUp.data, handle: 'library' } };
      given([shadowed])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { handle: 'library', name: 'Libby' } })
        .then([{ type: 'CreatorProfileUpdated', data: { creatorId: 'c1', changes: { name: 'Libby' } } }]);
    });

    it.each([
      ['name', { name: 'Ann\r\nYour account is locked' }],
      ['name', { name: 'Ann\u2028Bob' }],
      ['name', { name: ' ' }],
      ['name', { name: 'x'.repeat(81) }],
      ['bio', { bio: 'x'.repeat(2001) }],
      ['location', { location: 'x'.repeat(101) }],
    ])('refuses a bad %s', (fieldName, changes) => {
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes })
        .thenRefuses('invalid_input', [fieldName]);
    });

    it('answers "not found" for a creator who never signed up, or for someone else', () => {
      given([])
        .when({ type: 'UpdateProfile', creatorId: 'c1', changes: { bio: 'x' } })
        .thenRefuses('creator_not_found');
      given([signedUp])
        .when({ type: 'UpdateProfile', creatorId: 'c2', changes: { bio: 'x' } })
        .thenRefuses('creator_not_found');
    });
  });

  describe('PublishExpertListing', () => {
    it('publishes the listing with services as slugs and languages in lower case, each once', () => {
      given([signedUp])
        .when({
          type: 'PublishExpertListing',
          creatorId: 'c1',
          listing: {
            ...listing,
            services: ['Web Design', 'branding', 'web-design'],
            languages: ['EN', 'fr', 'en'],
            location: ' Lyon ',
          },
        })
        .then([listed]);
    });

    it('replaces a published listing, and appends nothing when it is the same', () => {
      const cheaper = { ...listing, hourlyRate: { min: 20, max: 20, currency: 'EUR' } };
      given([signedUp, listed])
        .when({ type: 'PublishExpertListing', creatorId: 'c1', listing: cheaper })
        .then([{ type: 'ExpertListingPublished', data: { creatorId: 'c1', listing: cheaper } }]);
      given([signedUp, listed]).when({ type: 'PublishExpertListing', creatorId: 'c1', listing }).then([]);
    });

    it.each([
      ['services', { services: [] }],
      ['services', { services: Array.from({ length: 11 }, (_, i) => `service ${i}`) }],
      ['services[1]', { services: ['design', '!!!'] }],
      ['languages', { languages: [] }],
      ['languages[0]', { languages: ['english'] }],
      ['hourlyRate.min', { hourlyRate: { min: -1, max: 10, currency: 'EUR' } }],
      ['hourlyRate.max', { hourlyRate: { min: 0, max: 10_001, currency: 'EUR' } }],
      ['hourlyRate.max', { hourlyRate: { min: 50, max: 40, currency: 'EUR' } }],
      ['hourlyRate.currency', { hourlyRate: { min: 1, max: 2, currency: 'euro' } }],
      ['location', { location: 'x'.repeat(101) }],
      ['availability', { availability: 'sometimes' }],
    ])('refuses a bad %s', (fieldName, bad) => {
      given([signedUp])
        .when({ type: 'PublishExpertListing', creatorId: 'c1', listing: { ...listing, ...bad } as ExpertListing })
        .thenRefuses('invalid_input', [fieldName]);
    });

    it('answers "not found" for a creator who never signed up', () => {
      given([]).when({ type: 'PublishExpertListing', creatorId: 'c1', listing }).thenRefuses('creator_not_found');
    });
  });

  describe('WithdrawExpertListing', () => {
    it('withdraws a published listing', () => {
      given([signedUp, listed]).when({ type: 'WithdrawExpertListing', creatorId: 'c1' }).then([withdrawn]);
    });

    it('refuses when not listed, never or any more', () => {
      given([signedUp]).when({ type: 'WithdrawExpertListing', creatorId: 'c1' }).thenRefuses('expert_not_listed');
      given([signedUp, listed, withdrawn])
        .when({ type: 'WithdrawExpertListing', creatorId: 'c1' })
        .thenRefuses('expert_not_listed');
    });

    it('answers "not found" for a creator who never signed up', () => {
      given([]).when({ type: 'WithdrawExpertListing', creatorId: 'c1' }).thenRefuses('creator_not_found');
    });
  });
});
