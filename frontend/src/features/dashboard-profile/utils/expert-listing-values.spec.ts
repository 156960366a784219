import { EMPTY_EXPERT_VALUES, expertValuesOf, toExpertListing } from './expert-listing-values.js';

describe('toExpertListing', () => {
  it('splits services and languages and reads the rates as numbers', () => {
    expect(
      toExpertListing({
        ...EMPTY_EXPERT_VALUES,
        services: ' motion, prototyping ,, ',
        languages: 'EN, fr',
        rateMin: '60',
        rateMax: '72,50',
        currency: 'GBP',
        location: ' Amsterdam ',
      }),
    ).toEqual({
      ok: true,
      listing: {
        services: ['motion', 'prototyping'],
        hourlyRate: { min: 60, max: 72.5, currency: 'GBP' },
        languages: ['en', 'fr'],
        location: 'Amsterdam',
        availability: 'available',
      },
    });
  });

  it('names each field it cannot send', () => {
    const result = toExpertListing({ ...EMPTY_EXPERT_VALUES, languages: '', rateMin: '90', rateMax: '60' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.byField).sort()).toEqual(['hourlyRate.max', 'languages', 'services']);
  });

  it('starts from the listing there is, or from the profile location', () => {
    expect(expertValuesOf(null, 'Lisbon')).toMatchObject({ location: 'Lisbon', languages: 'en' });
    expect(
      expertValuesOf(
        {
          services: ['motion'],
          hourlyRate: { min: 60, max: 130, currency: 'GBP' },
          languages: ['en', 'nl'],
          location: 'Amsterdam',
          availability: 'limited',
        },
        '',
      ),
    ).toEqual({
      services: 'motion',
      languages: 'en, nl',
      rateMin: '60',
      rateMax: '130',
      currency: 'GBP',
      location: 'Amsterdam',
      availability: 'limited',
    });
  });
});
