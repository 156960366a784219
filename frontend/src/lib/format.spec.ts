import { jest } from '@jest/globals';
import { CURRENCY_CODES, majorUnits } from '@creators/contracts';
import { formatCategory, formatCompactCount, formatCount, formatLabel, formatLabels, formatMoney } from './format.js';

describe('money as people read it', () => {
  it('shows an amount in its currency’s own minor unit', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
  });

  it.each(CURRENCY_CODES)('agrees with the amount sent to JSON-LD, receipts and statements in %s', (currency) => {
    const shown = formatMoney(123456, currency).replace(/[^\d.]/g, '');
    expect(shown).toBe(majorUnits(123456, currency));
  });
});

describe('formatters', () => {
  it('are made once per kind of number, not once per number: a grid of cards hydrates without remaking them', () => {
    // Warm: whatever the first call makes is kept.
    formatMoney(100, 'USD');
    formatCompactCount(1200, 'get');
    formatCount(3, 'like');
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let card = 0; card < 50; card += 1) {
        expect(formatMoney(card * 100, 'USD')).toMatch(/^\$/);
        formatCompactCount(card * 1000, 'get');
        formatCount(card, 'like');
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('labels as people read them', () => {
  it('capitalises the first word and keeps acronyms and names as they are written', () => {
    expect(formatLabel('ui-design')).toBe('UI design');
    expect(formatLabel('seo')).toBe('SEO');
    expect(formatLabel('beginner')).toBe('Beginner');
    expect(formatLabel('landing-pages')).toBe('Landing pages');
    expect(formatLabel('figma-plugins')).toBe('Figma plugins');
    expect(formatLabel('3d--icons')).toBe('3D icons');
    expect(formatLabels(['svg', 'pdf'])).toBe('SVG, PDF');
  });

  it('names a template category as the list does, and one from before the list by its words', () => {
    expect(formatCategory('saas')).toBe('SaaS');
    expect(formatCategory('e-commerce')).toBe('E-commerce');
    expect(formatCategory('handmade-crafts')).toBe('Handmade crafts');
  });
});
