import {
  TUTORIAL_LEVELS,
  VECTOR_FORMATS,
  type ExpertListing,
  type ItemBody,
  type ItemKind,
  type NewItemBody,
  type TemplateCategory,
} from '@creators/contracts';

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

const ADJECTIVES = [
  'Aurora',
  'Bento',
  'Crisp',
  'Dusk',
  'Echo',
  'Flux',
  'Glide',
  'Halo',
  'Indigo',
  'Juniper',
  'Kinetic',
  'Lumen',
  'Mono',
  'Nimbus',
  'Orbit',
  'Pastel',
  'Quartz',
  'Ripple',
  'Solstice',
  'Terra',
  'Umber',
  'Vivid',
  'Willow',
  'Zen',
];
const NOUNS: Readonly<Record<ItemKind, readonly string[]>> = {
  components: [
    'Pricing Table',
    'Navbar',
    'Hero Section',
    'Feature Grid',
    'Testimonial Slider',
    'Footer',
    'FAQ Accordion',
    'Stats Row',
    'Sign-up Form',
    'Cookie Banner',
  ],
  plugins: [
    'Color Picker',
    'Grid Helper',
    'Icon Finder',
    'Contrast Checker',
    'Lorem Writer',
    'Image Resizer',
    'Token Exporter',
    'Font Pairer',
  ],
  templates: [
    'Portfolio',
    'SaaS Landing',
    'Agency Site',
    'Blog',
    'Photography Folio',
    'Startup Launch',
    'Restaurant',
    'Conference',
  ],
  tutorials: [
    'Scroll Animations',
    'Responsive Grids',
    'CMS Collections',
    'Design Tokens',
    'Variable Fonts',
    'Micro-interactions',
    'Auto Layout',
    'Dark Mode',
  ],
  vectors: [
    'Icon Set',
    'Blob Pack',
    'Line Illustrations',
    'Isometric Shapes',
    'Hand-drawn Arrows',
    'Gradient Meshes',
    'Avatar Pack',
    'Pattern Library',
  ],
  sites: ['Studio', 'Journal', 'Shop', 'Lab', 'Collective', 'Workshop', 'Gallery', 'Atelier'],
};
const TAGS = [
  'navigation',
  'layout',
  'forms',
  'animation',
  'pricing',
  'cards',
  'hero',
  'footer',
  'dark-mode',
  'responsive',
  'ecommerce',
  'accessibility',
];
// Typed by the list: the demo is created through the commands, which take listed categories only.
const CATEGORIES: readonly TemplateCategory[] = [
  'portfolio',
  'saas',
  'agency',
  'blog',
  'e-commerce',
  'startup',
  'event',
  'personal',
];
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
      bio: `${craft} in ${city}. I make ${pickFrom(random, ['calm', 'bold', 'playful', 'precise'])} interfaces and share what I build.`,
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

export function demoItems(creators: number, perKind: number, random: () => number): DemoItem[] {
  const items: DemoItem[] = [];
  for (const kind of Object.keys(NOUNS) as ItemKind[]) {
    for (let n = 0; n < perKind; n += 1) {
      const title = `${pickFrom(random, ADJECTIVES)} ${pickFrom(random, NOUNS[kind])}`;
      const paid = random() < 0.4;
      const common: NewItemBody = {
        title,
        summary: `A ${paid ? 'polished' : 'free'} ${kind.slice(0, -1)} for ${pickFrom(random, ['landing pages', 'portfolios', 'dashboards', 'shops', 'blogs'])}, ready to drop in.`,
        description: `## What you get\n\n- ${title} in light and dark\n- Responsive from phone to desktop\n- Clean layers and names\n\n## How to use it\n\nDuplicate it, change the content, and publish. Questions are welcome.`,
        previewUrl: kind === 'sites' ? null : '/creators-assets/demo/preview.html',
        price: { amount: paid ? (5 + Math.floor(random() * 8) * 5) * 100 : 0, currency: 'USD' },
      };
      const hyphenated = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const remixUrl = `https://design.example.com/remix/${hyphenated}`;
      const extras: Record<ItemKind, () => ItemBody> = {
        components: () => ({ tags: someOf(random, TAGS, 1, 3), remixUrl }),
        templates: () => ({ categories: someOf(random, CATEGORIES, 1, 2), remixUrl }),
        plugins: () => ({
          version: `${1 + Math.floor(random() * 3)}.${Math.floor(random() * 10)}.0`,
          releaseNotes: pickFrom(random, RELEASE_NOTES),
          installUrl: `https://plugins.example.com/${hyphenated}`,
        }),
        tutorials: () => ({
          level: pickFrom(random, TUTORIAL_LEVELS),
          durationMinutes: 10 + Math.floor(random() * 10) * 5,
        }),
        vectors: () => ({ formats: someOf(random, VECTOR_FORMATS, 1, 3) }),
        sites: () => ({ siteUrl: `https://${title.toLowerCase().replace(/[^a-z]+/g, '-')}.example.com` }),
      };
      const body: NewItemBody = { ...common, ...extras[kind]() };
      items.push({ creator: Math.floor(random() * creators), kind, body, publish: random() < 0.85 });
    }
  }
  return items.sort(() => random() - 0.5);
}
