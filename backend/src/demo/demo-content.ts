import {
  TUTORIAL_LEVELS,
  VECTOR_FORMATS,
  isTemplateCategory,
  type ExpertListing,
  type ItemBody,
  type ItemKind,
  type NewItemBody,
} from '@creators/contracts';
import { demoPreviewUrl } from './demo-previews.js';
import { BRANDS, NOUNS, hyphenated, titleText, type DemoTitle } from './demo-titles.js';

/**
 * Believable demo content, generated from small tables with a seeded random sequence, so every
 * fresh start shows the same marketplace. Pictures and downloads are drawn and uploaded by
 * demo-media.ts.
 */
const FIRST = [
  'Ada',
  'Noor',
  'Kenji',
  'Lena',
  'Mateo',
  'Priya',
  'Jonas',
  'Amara',
  'Felix',
  'Sofia',
  'Theo',
  'Yara',
  'Hugo',
  'Mina',
  'Oskar',
  'Leila',
  'Ravi',
  'Elena',
  'Tomas',
  'Ines',
  'Kai',
  'Zoe',
  'Malik',
  'Ava',
  'Luca',
  'Hana',
  'Emil',
  'Nadia',
  'Sami',
  'Clara',
  'Bruno',
  'Iris',
  'Diego',
  'Maya',
  'Arlo',
  'Selin',
];
const LAST = [
  'Moreau',
  'Okafor',
  'Tanaka',
  'Schulz',
  'Rossi',
  'Nair',
  'Berg',
  'Mensah',
  'Weber',
  'Costa',
  'Lindqvist',
  'Haddad',
  'Laurent',
  'Park',
  'Nilsen',
  'Rahimi',
  'Kapoor',
  'Petrova',
  'Novak',
  'Garcia',
  'Ito',
  'Fischer',
  'Diallo',
  'Kowalski',
  'Bianchi',
  'Sato',
  'Larsen',
  'Aziz',
  'Kaya',
  'Dubois',
  'Silva',
  'Varga',
  'Ramos',
  'Cohen',
  'Quinn',
  'Demir',
];
const CITIES = [
  'Berlin',
  'Lisbon',
  'Tokyo',
  'Lagos',
  'Toronto',
  'Bangalore',
  'Stockholm',
  'Mexico City',
  'Paris',
  'Seoul',
  'Amsterdam',
  'Nairobi',
];
const CRAFTS = [
  'Product designer',
  'Webflow developer',
  'Illustrator',
  'Design engineer',
  'Brand designer',
  'Framer expert',
  'UI designer',
  'Motion designer',
];
const BIO_LINES = [
  'I design calm interfaces for small teams and share the pieces I reuse.',
  'Ten years of shipping product UI; these are the kits I wish I had at the start.',
  'I help founders launch their first site, and publish the building blocks here.',
  'Type nerd and grid enthusiast. Everything here is tested on real phones.',
  'Independent since 2019, after six years in a branding studio.',
  'I draw, animate and teach. Every file here is one I use in client work.',
  'Making tools for makers, one small release at a time.',
  'Design systems by day, playful side projects by night.',
];
const SERVICES = [
  'webflow',
  'framer',
  'branding',
  'ui-design',
  'illustration',
  'design-systems',
  'prototyping',
  'motion',
  'seo',
  'copywriting',
];
const LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'ja', 'ko', 'it', 'sv', 'hi'];

/** Tags any component may carry beside its noun's own. */
export const GENERAL_TAGS = ['responsive', 'dark-mode'] as const;
const RELEASE_NOTES = [
  'Faster on large files, and a clearer settings panel.',
  'Works with variables; fixes a crash on empty selections.',
  'Keyboard shortcuts for every action, and dark mode.',
  'New presets, and undo that remembers more steps.',
];
const LINK_TITLES = ['Portfolio', 'Dribbble', 'X / Twitter', 'Instagram', 'Newsletter', 'YouTube'];

/** A small deterministic random sequence (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickFrom = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length) % list.length] as T;
const someOf = <T>(random: () => number, list: readonly T[], min: number, max: number): T[] =>
  [...list].sort(() => random() - 0.5).slice(0, min + Math.floor(random() * (max - min + 1)));

export interface DemoCreator {
  readonly email: string;
  readonly handle: string;
  readonly name: string;
  readonly bio: string;
  readonly websiteUrl: string;
  readonly location: string;
  readonly links: readonly { title: string; url: string }[];
  readonly expert: ExpertListing | null;
}

export interface DemoItem {
  readonly creator: number;
  readonly kind: ItemKind;
  readonly body: NewItemBody;
  readonly publish: boolean;
}

export const DEMO_PASSWORD = 'demo-password';

/** How much the demo makes on a fresh start. */
export const DEMO_SIZE = { creators: 36, itemsPerKind: 70 } as const;
/** The seed of the demo's random sequence: the same marketplace on every fresh start. */
export const DEMO_SEED = 20261123;

export function demoCreators(count: number, random: () => number): DemoCreator[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length] ?? 'Ada';
    const last = LAST[(i * 7) % LAST.length] ?? 'Moreau';
    const handle = `${first}${last}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const craft = pickFrom(random, CRAFTS);
    const city = pickFrom(random, CITIES);
    const min = 30 + Math.floor(random() * 8) * 10;
    return {
      email: `${handle}@demo.creators.test`,
      handle,
      name: `${first} ${last}`,
      bio: `${craft} in ${city}. ${pickFrom(random, BIO_LINES)}`,
      websiteUrl: `https://${handle}.example.com`,
      location: city,
      links: someOf(random, LINK_TITLES, 2, 4).map((title) => ({
        title,
        url: `https://${title.split(' ')[0]?.toLowerCase() ?? 'link'}.example.com/${handle}`,
      })),
      expert:
        i % 3 === 0
          ? {
              services: someOf(random, SERVICES, 2, 4),
              hourlyRate: {
                min,
                max: min + 40 + Math.floor(random() * 6) * 10,
                currency: pickFrom(random, ['USD', 'EUR', 'GBP']),
              },
              languages: ['en', ...someOf(random, LANGUAGES.slice(1), 0, 2)],
              location: city,
              availability: pickFrom(random, ['available', 'limited', 'unavailable'] as const),
            }
          : null,
    };
  });
}

/** Prices in whole units of the currency: what such a thing sells for, and how often it is paid. */
const PRICING: Readonly<Record<ItemKind, { readonly paid: number; readonly prices: readonly number[] }>> = {
  components: { paid: 0.4, prices: [9, 12, 15, 19, 24, 29] },
  templates: { paid: 0.6, prices: [29, 39, 49, 59, 79] },
  plugins: { paid: 0.3, prices: [5, 8, 12, 15] },
  tutorials: { paid: 0.3, prices: [9, 14, 19, 29] },
  vectors: { paid: 0.45, prices: [6, 9, 12, 18, 24] },
  sites: { paid: 0, prices: [0] },
};
const CONTEXTS = ['landing pages', 'portfolios', 'dashboards', 'shops', 'blogs'];

/** `count` titles of a kind, no two alike: brand words and nouns paired in a seeded order. */
function titlesOf(kind: ItemKind, count: number, random: () => number): DemoTitle[] {
  const all = BRANDS.flatMap((brand) => NOUNS[kind].map((noun) => ({ brand, noun })));
  if (count > all.length) throw new Error(`the demo has only ${all.length} titles of ${kind}`);
  return all.sort(() => random() - 0.5).slice(0, count);
}

/** The phrase after "A" or "An", as it is said ("An agency site", "A SaaS landing"). */
const aOrAn = (phrase: string): string => `${/^[aeiou]/i.test(phrase) ? 'An' : 'A'} ${phrase}`;

/** A summary that says what the title names, as its preview shows it. */
function summaryOf(kind: ItemKind, { noun }: DemoTitle, random: () => number): string {
  // Mid-sentence in lower case, but an acronym keeps its capitals ("a SaaS landing template").
  const name = noun.name
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  const design = noun.design;
  switch (design.as) {
    case 'component':
      return `A responsive ${name} with light and dark variants, ready to drop into ${pickFrom(random, CONTEXTS)}.`;
    case 'site':
      return `${kind === 'sites' ? 'A live site' : aOrAn(`${name} template`)} in ${design.sections.length} sections: ${design.sections.join(', ')}.`;
    case 'plugin':
      return `${aOrAn(name)} that lives in a side panel and keeps out of your way.`;
    case 'lesson':
      return `${noun.name} from a blank file to a working page, one step at a time.`;
    case 'sheet':
      return `${noun.name}: a dozen shapes in SVG and PNG, ready for ${pickFrom(random, CONTEXTS)}.`;
  }
}

export function demoItems(creators: number, perKind: number, random: () => number): DemoItem[] {
  const items: DemoItem[] = [];
  for (const kind of Object.keys(NOUNS) as ItemKind[]) {
    for (const name of titlesOf(kind, perKind, random)) {
      const title = titleText(name);
      const pricing = PRICING[kind];
      const paid = random() < pricing.paid;
      const common: NewItemBody = {
        title,
        summary: summaryOf(kind, name, random),
        description: `## What you get\n\n- ${title} in light and dark\n- Responsive from phone to desktop\n- Clean layers and names\n\n## How to use it\n\nDuplicate it, change the content, and publish. Questions are welcome.`,
        previewUrl: demoPreviewUrl(kind, name),
        price: { amount: paid ? pickFrom(random, pricing.prices) * 100 : 0, currency: 'USD' },
      };
      const remixUrl = `https://design.example.com/remix/${hyphenated(title)}`;
      // The noun's first label always, its others and (for components) a general tag as they fall.
      const [first = '', ...others] = name.noun.labels;
      const labels = [first, ...others.filter(() => random() < 0.5)];
      const extras: Record<ItemKind, () => ItemBody> = {
        components: () => ({
          tags: [...labels, ...GENERAL_TAGS.filter((tag) => !labels.includes(tag) && random() < 0.3)],
          remixUrl,
        }),
        templates: () => ({ categories: labels.filter(isTemplateCategory), remixUrl }),
        plugins: () => ({
          version: `${1 + Math.floor(random() * 3)}.${Math.floor(random() * 10)}.0`,
          releaseNotes: pickFrom(random, RELEASE_NOTES),
          installUrl: `https://plugins.example.com/${hyphenated(title)}`,
        }),
        tutorials: () => ({
          level: pickFrom(random, TUTORIAL_LEVELS),
          durationMinutes: 10 + Math.floor(random() * 10) * 5,
        }),
        vectors: () => ({ formats: someOf(random, VECTOR_FORMATS, 1, 3) }),
        sites: () => ({ siteUrl: `https://${hyphenated(title)}.example.com` }),
      };
      const body: NewItemBody = { ...common, ...extras[kind]() };
      items.push({ creator: Math.floor(random() * creators), kind, body, publish: random() < 0.85 });
    }
  }
  return items.sort(() => random() - 0.5);
}
