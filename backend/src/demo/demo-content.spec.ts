import type { ItemKind } from '@creators/contracts';
import { DEMO_SEED, DEMO_SIZE, demoCreators, demoItems, seeded } from './demo-content.js';
import { artSvg } from './demo-art.js';
import { coverWithSketch } from './demo-covers.js';
import { DEMO_PREVIEWS, brandPalette, demoPreviewPage } from './demo-previews.js';
import { NOUNS, titleOfName, type Design } from './demo-titles.js';

/**
 * The rule a visitor applies: a label must be explained by a word of the title. A template in
 * `saas` says SaaS or Startup; a component tagged `pricing` says Pricing. Written here apart from
 * the demo's own tables, so a wrong table fails it.
 */
const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  portfolio: ['Portfolio', 'Folio'],
  saas: ['SaaS', 'Startup'],
  agency: ['Agency'],
  blog: ['Blog', 'Homepage'],
  'e-commerce': ['Shop'],
  startup: ['Startup', 'SaaS'],
  event: ['Conference'],
  personal: ['Portfolio', 'Folio', 'Blog', 'Homepage'],
};
const TAG_WORDS: Readonly<Record<string, readonly string[]>> = {
  pricing: ['Pricing'],
  navigation: ['Navbar', 'Footer'],
  menu: ['Navbar'],
  hero: ['Hero'],
  layout: ['Hero', 'Grid', 'Stats'],
  cards: ['Pricing', 'Grid', 'Testimonial', 'Stats'],
  animation: ['Slider'],
  footer: ['Footer'],
  accordion: ['Accordion'],
  accessibility: ['Accordion', 'Form'],
  forms: ['Form', 'Cookie'],
  consent: ['Cookie'],
  // Said of any component, whatever it is.
  responsive: [''],
  'dark-mode': [''],
};
const explained = (words: Readonly<Record<string, readonly string[]>>, label: string, title: string): boolean =>
  (words[label] ?? []).some((word) => title.includes(word));

/** What a preview of each kind must show to be that kind. */
const KIND_SIGNS: Readonly<Record<ItemKind, RegExp>> = {
  components: /<(header class="navbar"|section|footer|div class="cookie)/,
  templates: /<header class="navbar">[\s\S]*<section[\s\S]*<footer class="site-footer">/,
  sites: /<header class="navbar">[\s\S]*<section[\s\S]*<footer class="site-footer">/,
  plugins: /<div class="plugin card"><header class="titlebar">/,
  tutorials: /<ol class="steps">/,
  vectors: /(<svg [^>]*>[\s\S]*){12}/,
};

describe('the demo content', () => {
  const random = seeded(DEMO_SEED);
  const creators = demoCreators(DEMO_SIZE.creators, random);
  const items = demoItems(DEMO_SIZE.creators, DEMO_SIZE.itemsPerKind, random);
  const previewOf = (item: (typeof items)[number]): string => {
    const url = item.body.previewUrl ?? '';
    const [kind = '', file = ''] = url.slice(DEMO_PREVIEWS.length).split('/');
    const title = kind === item.kind ? titleOfName(item.kind, file.replace(/\.html$/, '')) : null;
    if (!url.startsWith(DEMO_PREVIEWS) || title === null) throw new Error(`${item.body.title} has no demo preview`);
    return demoPreviewPage(item.kind, title);
  };

  it('calls no two items the same', () => {
    const titles = items.map((item) => item.body.title);
    expect(titles).toHaveLength(6 * DEMO_SIZE.itemsPerKind);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('files templates under categories and components under tags their titles explain', () => {
    for (const { kind, body } of items) {
      if (kind === 'templates') {
        expect(body.categories?.length).toBeGreaterThan(0);
        for (const category of body.categories ?? [])
          expect([body.title, category, explained(CATEGORY_WORDS, category, body.title)]).toEqual([
            body.title,
            category,
            true,
          ]);
      }
      if (kind === 'components') {
        expect(body.tags?.length).toBeGreaterThan(0);
        for (const tag of body.tags ?? [])
          expect([body.title, tag, explained(TAG_WORDS, tag, body.title)]).toEqual([body.title, tag, true]);
      }
    }
  });

  it('gives each item a live preview drawn from its kind and title', () => {
    const pages = new Map<string, string>();
    for (const item of items) {
      const page = previewOf(item);
      expect(page).toContain(`<title>${item.body.title}</title>`);
      expect([item.body.title, KIND_SIGNS[item.kind].test(page)]).toEqual([item.body.title, true]);
      pages.set(item.body.title, page);
    }
    // What the title names is what the preview shows.
    const byNoun = (noun: string): string[] =>
      [...pages].filter(([title]) => title.endsWith(` ${noun}`)).map(([, page]) => page);
    for (const page of byNoun('Navbar')) expect(page).toMatch(/<header class="navbar">[\s\S]*<nav /);
    for (const page of byNoun('Pricing Table')) expect(page.match(/<article class="card plan/g)).toHaveLength(3);
    for (const page of byNoun('FAQ Accordion')) expect(page).toContain('<details');
    for (const page of byNoun('Sign-up Form')) expect(page).toContain('<input type="email"');
    for (const page of byNoun('SaaS Landing')) expect(page).toMatch(/class="card plan[\s\S]*<details/);
    // No two kinds, nor two nouns of a kind, look alike: without their titles, the pages differ.
    const bodies = new Map<string, string>();
    for (const item of items) {
      const noun = item.body.title.split(' ').slice(1).join(' ');
      const brand = item.body.title.split(' ')[0] ?? '';
      bodies.set(
        `${item.kind}/${noun}`,
        previewOf(item)
          .split(brand)
          .join('')
          .replace(/--\w+: #[0-9a-f]+;/g, ''),
      );
    }
    expect(new Set(bodies.values()).size).toBe(bodies.size);
    expect(bodies.size).toBeGreaterThan(45);
  });

  it('prices, describes and places everything as a real marketplace would', () => {
    for (const { kind, body } of items) {
      const amount = (body.price?.amount ?? 0) / 100;
      expect([body.title, amount === 0 || (amount >= 5 && amount <= 99 && Number.isInteger(amount))]).toEqual([
        body.title,
        true,
      ]);
      if (kind === 'sites') expect(amount).toBe(0);
      expect(body.summary).not.toBe('');
      // "An agency site template", "an icon finder": the article fits the sound after it.
      expect([body.title, (body.summary ?? '').match(/\b(a [aeiou]|an [^aeiou])/i)?.[0] ?? null]).toEqual([
        body.title,
        null,
      ]);
    }
    // Templates cost more than components, as they do everywhere.
    const median = (kind: ItemKind): number => {
      const paid = items
        .filter((item) => item.kind === kind && (item.body.price?.amount ?? 0) > 0)
        .map((item) => item.body.price?.amount ?? 0)
        .sort((a, b) => a - b);
      return paid[Math.floor(paid.length / 2)] ?? 0;
    };
    expect(median('templates')).toBeGreaterThan(median('components'));
    for (const creator of creators) expect(creator.bio).toContain(creator.location);
    const lines = new Set(creators.map((creator) => creator.bio.split('. ').slice(1).join('. ')));
    expect(lines.size).toBeGreaterThanOrEqual(6);
    expect(new Set(creators.map((creator) => creator.handle)).size).toBe(creators.length);
  });

  it('draws on each cover a sketch of what its noun is: a component its part, a site its sections, and a plugin, lesson or pack as such', () => {
    const art = artSvg(7, 640, 400);
    const keyOf = (design: Design): string =>
      design.as === 'component' ? design.section : design.as === 'site' ? design.sections.join('+') : design.as;
    const sketchesOf = new Map<string, Set<string>>();
    for (const noun of Object.values(NOUNS).flat()) {
      const sketch = coverWithSketch(art, noun.design, brandPalette('Umber'), 640, 400);
      expect(sketch).not.toBe(art);
      const key = keyOf(noun.design);
      sketchesOf.set(key, (sketchesOf.get(key) ?? new Set()).add(sketch));
    }
    // Nothing of one sort is drawn as something of another.
    const all = [...sketchesOf.values()].flatMap((set) => [...set]);
    expect(new Set(all).size).toBe(all.length);
    expect(sketchesOf.size).toBeGreaterThan(25);
  });
});
