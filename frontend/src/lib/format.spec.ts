import { formatCategory, formatLabel, formatLabels } from './format.js';

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
