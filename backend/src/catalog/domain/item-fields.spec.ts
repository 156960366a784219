import { isDomainError, type DomainError } from '../../platform/domain-error.js';
import { fieldChanges, listedCategories } from './item-fields.js';

const refusal = (categories: readonly string[]): DomainError => {
  try {
    listedCategories(categories);
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('template categories', () => {
  it('reads listed categories as typed or as the list spells them, once each, in the order given', () => {
    expect(listedCategories(['Landing page', 'SaaS', 'saas', ' ', 'E-commerce'])).toEqual([
      'landing-page',
      'saas',
      'e-commerce',
    ]);
    expect(fieldChanges({ categories: ['Portfolio'] })).toEqual({ categories: ['portfolio'] });
  });

  it('refuses a category not on the list, naming each such entry by its place in the request', () => {
    const error = refusal(['portfolio', 'Portfolo', 'blog', 'Hand made']);
    expect(error.code).toBe('unlisted_category');
    expect(error.fields.map((f) => f.field)).toEqual(['categories[1]', 'categories[3]']);
    expect(error.fields[0]?.message).toMatch(/^"portfolo" is not a template category: use one of agency, blog, /);
    expect(error.message).toMatch(/^categories\[1\]: "portfolo" is not .*; categories\[3\]: "hand-made" is not /);
  });

  it('leaves tags free', () => {
    expect(fieldChanges({ tags: ['Dark mode', 'anything'] })).toEqual({ tags: ['dark-mode', 'anything'] });
  });
});
