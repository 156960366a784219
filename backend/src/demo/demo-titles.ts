import type { ItemKind, TemplateCategory } from '@creators/contracts';

/**
 * What a demo item is called and what it is: a title is a brand word and a noun of its kind
 * ("Umber Portfolio"), and the noun decides the rest, so the title, its tags or categories and its
 * live preview always agree. Data, not code per kind: the preview drawing reads `design`.
 */
export const BRANDS = [
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
] as const;

/** The parts a component preview, or a section of a site, is drawn from. */
export type Section =
  | 'navbar'
  | 'hero'
  | 'features'
  | 'pricing'
  | 'testimonials'
  | 'faq'
  | 'stats'
  | 'signup'
  | 'cookie'
  | 'footer'
  | 'gallery'
  | 'posts'
  | 'products'
  | 'schedule'
  | 'contact';

export type PluginPanel = 'swatches' | 'grid' | 'icons' | 'contrast' | 'text' | 'resize' | 'tokens' | 'fonts';

export type VectorShape = 'icons' | 'blobs' | 'lines' | 'isometric' | 'arrows' | 'meshes' | 'avatars' | 'patterns';

/** How a noun's preview is drawn: a component alone on a page, a site of sections, a plugin's panel, a lesson, a sheet of shapes. */
export type Design =
  | { readonly as: 'component'; readonly section: Section }
  | { readonly as: 'site'; readonly sections: readonly Section[] }
  | { readonly as: 'plugin'; readonly panel: PluginPanel }
  | { readonly as: 'lesson'; readonly topic: string }
  | { readonly as: 'sheet'; readonly shape: VectorShape };

export interface DemoNoun {
  readonly name: string;
  readonly design: Design;
  /** A component's tags or a template's categories: the first always, the others as they fall. */
  readonly labels: readonly string[];
}

const component = (name: string, section: Section, labels: string[]): DemoNoun => ({
  name,
  design: { as: 'component', section },
  labels,
});
const site = (name: string, sections: Section[], labels: TemplateCategory[] = []): DemoNoun => ({
  name,
  design: { as: 'site', sections },
  labels,
});
const plugin = (name: string, panel: PluginPanel): DemoNoun => ({ name, design: { as: 'plugin', panel }, labels: [] });
const lesson = (name: string, topic: string): DemoNoun => ({ name, design: { as: 'lesson', topic }, labels: [] });
const sheet = (name: string, shape: VectorShape): DemoNoun => ({ name, design: { as: 'sheet', shape }, labels: [] });

export const NOUNS: Readonly<Record<ItemKind, readonly DemoNoun[]>> = {
  components: [
    component('Pricing Table', 'pricing', ['pricing', 'cards']),
    component('Navbar', 'navbar', ['navigation', 'menu']),
    component('Hero Section', 'hero', ['hero', 'layout']),
    component('Feature Grid', 'features', ['layout', 'cards']),
    component('Testimonial Slider', 'testimonials', ['cards', 'animation']),
    component('Footer', 'footer', ['footer', 'navigation']),
    component('FAQ Accordion', 'faq', ['accordion', 'accessibility']),
    component('Stats Row', 'stats', ['layout', 'cards']),
    component('Sign-up Form', 'signup', ['forms', 'accessibility']),
    component('Cookie Banner', 'cookie', ['consent', 'forms']),
  ],
  plugins: [
    plugin('Color Picker', 'swatches'),
    plugin('Grid Helper', 'grid'),
    plugin('Icon Finder', 'icons'),
    plugin('Contrast Checker', 'contrast'),
    plugin('Lorem Writer', 'text'),
    plugin('Image Resizer', 'resize'),
    plugin('Token Exporter', 'tokens'),
    plugin('Font Pairer', 'fonts'),
  ],
  templates: [
    site('Portfolio', ['navbar', 'hero', 'gallery', 'contact', 'footer'], ['portfolio', 'personal']),
    site('SaaS Landing', ['navbar', 'hero', 'features', 'pricing', 'faq', 'footer'], ['saas', 'startup']),
    site('Agency Site', ['navbar', 'hero', 'stats', 'gallery', 'testimonials', 'footer'], ['agency']),
    site('Blog', ['navbar', 'posts', 'signup', 'footer'], ['blog', 'personal']),
    site('Photography Folio', ['navbar', 'gallery', 'contact', 'footer'], ['portfolio', 'personal']),
    site('Startup Launch', ['navbar', 'hero', 'features', 'signup', 'footer'], ['startup', 'saas']),
    site('Online Shop', ['navbar', 'hero', 'products', 'footer'], ['e-commerce']),
    site('Conference', ['navbar', 'hero', 'schedule', 'pricing', 'footer'], ['event']),
    site('Personal Homepage', ['navbar', 'hero', 'posts', 'contact', 'footer'], ['personal', 'blog']),
  ],
  tutorials: [
    lesson('Scroll Animations', 'animation-timeline: view();'),
    lesson('Responsive Grids', 'grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));'),
    lesson('CMS Collections', 'collection.items.filter((post) => post.published)'),
    lesson('Design Tokens', '--color-accent: oklch(62% 0.19 264);'),
    lesson('Variable Fonts', 'font-variation-settings: "wght" 650, "opsz" 32;'),
    lesson('Micro-interactions', 'transition: transform 160ms ease-out;'),
    lesson('Auto Layout', 'display: flex; gap: 12px; align-items: center;'),
    lesson('Dark Mode', '@media (prefers-color-scheme: dark) { … }'),
  ],
  vectors: [
    sheet('Icon Set', 'icons'),
    sheet('Blob Pack', 'blobs'),
    sheet('Line Illustrations', 'lines'),
    sheet('Isometric Shapes', 'isometric'),
    sheet('Hand-drawn Arrows', 'arrows'),
    sheet('Gradient Meshes', 'meshes'),
    sheet('Avatar Pack', 'avatars'),
    sheet('Pattern Library', 'patterns'),
  ],
  sites: [
    site('Studio', ['navbar', 'hero', 'gallery', 'contact', 'footer']),
    site('Journal', ['navbar', 'posts', 'signup', 'footer']),
    site('Shop', ['navbar', 'hero', 'products', 'footer']),
    site('Lab', ['navbar', 'hero', 'features', 'stats', 'footer']),
    site('Collective', ['navbar', 'hero', 'gallery', 'testimonials', 'footer']),
    site('Workshop', ['navbar', 'hero', 'schedule', 'signup', 'footer']),
    site('Gallery', ['navbar', 'gallery', 'contact', 'footer']),
    site('Atelier', ['navbar', 'hero', 'products', 'testimonials', 'footer']),
  ],
};

export interface DemoTitle {
  readonly brand: string;
  readonly noun: DemoNoun;
}

export const titleText = ({ brand, noun }: DemoTitle): string => `${brand} ${noun.name}`;

export const hyphenated = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The title a hyphenated name spells for a kind (`umber-portfolio`), or null for one the demo never makes. */
export function titleOfName(kind: ItemKind, name: string): DemoTitle | null {
  for (const brand of BRANDS) {
    if (!name.startsWith(`${hyphenated(brand)}-`)) continue;
    const rest = name.slice(brand.length + 1);
    const noun = NOUNS[kind].find((candidate) => hyphenated(candidate.name) === rest);
    if (noun !== undefined) return { brand, noun };
  }
  return null;
}
