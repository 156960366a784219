import { listingFiltersFrom, listingParams } from './listing-filters.js';

describe('listing filters in the URL', () => {
  it('reads sort and price, falling back to newest and any price', () => {
    expect(listingFiltersFrom(new URLSearchParams('sort=popular&price=free'))).toEqual({
      sort: 'popular',
      price: 'free',
    });
    expect(listingFiltersFrom(new URLSearchParams('sort=weird&price=cheap'))).toEqual({ sort: 'newest', price: null });
    expect(listingFiltersFrom(new URLSearchParams(''))).toEqual({ sort: 'newest', price: null });
  });

  it('writes defaults as nothing, so plain URLs stay plain', () => {
    expect(listingParams({ sort: 'newest', price: null })).toEqual({ sort: null, price: null });
    expect(listingParams({ sort: 'popular', price: 'paid' })).toEqual({ sort: 'popular', price: 'paid' });
  });
});
