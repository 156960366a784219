import { KINDS, minorUnitsOf, templateCategoryLabel, type ItemKind, type Price } from '@creators/contracts';

/**
 * Intl's formatters, made once per set of options: making one costs far more than using it
 * (a grid of cards would otherwise make several per card while it hydrates, on a phone's CPU).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en', options);
    formatters.set(key, formatter);
  }
  return formatter;
}
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function formatPrice(price: Price): string {
  if (price.amount === 0) return 'Free';
  return formatMoney(price.amount, price.currency);
}

/** An amount in minor units of its currency: `$30.00`, `€12.50`, `¥500`; free is `$0.00` here. */
export function formatMoney(amount: number, currency: string): string {
  const digits = minorUnitsOf(currency);
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** `1.2k gets`, `950 gets`, `1 get`: large counts shortened as people say them. */
export function formatCompactCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(count).toLowerCase()} ${count === 1 ? singular : plural}`;
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A date with its time of day, for things that happen several times a day (e-mail, orders). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

/** `components` -> `Components`, for headings and filters. */
export const formatKind = (kind: ItemKind): string => KINDS[kind].label;

/** `1 like`, `3 likes`. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${numberFormat({}).format(count)} ${count === 1 ? singular : plural}`;
}

/** Words people write in capitals: `ui design` reads `UI design`, `seo` reads `SEO`. */
const ACRONYMS: ReadonlySet<string> = new Set([
  'ui',
  'ux',
  'seo',
  'svg',
  'pdf',
  'eps',
  'ai',
  'png',
  'jpg',
  'css',
  'html',
  'js',
  'api',
  'saas',
  'cms',
  '3d',
  '2d',
  'ios',
  'faq',
  'cta',
  'crm',
  'b2b',
  'b2c',
  'ar',
  'vr',
  'gif',
  'nft',
  'cv',
  'qr',
]);
const SPELLED: Readonly<Record<string, string>> = { figma: 'Figma', webflow: 'Webflow', framer: 'Framer', ios: 'iOS' };

const wordFor = (word: string, first: boolean): string => {
  const lower = word.toLowerCase();
  if (SPELLED[lower] !== undefined) return SPELLED[lower];
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  return first ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
};

/**
 * A stored label for display: `landing-pages` -> `Landing pages`, `ui-design` -> `UI design`,
 * `seo` -> `SEO`, `beginner` -> `Beginner`.
 */
export function formatLabel(slug: string): string {
  return slug
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => wordFor(word, index === 0))
    .join(' ');
}

/**
 * A template category as the list names it (`saas` -> `SaaS`); one from before the list reads as
 * any label does.
 */
export const formatCategory = (slug: string): string => templateCategoryLabel(slug) ?? formatLabel(slug);

/** A list of stored labels for display: `svg, pdf` -> `SVG, PDF`. */
export const formatLabels = (slugs: readonly string[]): string => slugs.map(formatLabel).join(', ');

// Made when first needed: a page that names no language does not pay for its data.
let languageNames: Intl.DisplayNames | undefined;

/** `fr` -> `French`; an unknown code stays as written. */
export function formatLanguage(code: string): string {
  try {
    languageNames ??= new Intl.DisplayNames('en', { type: 'language' });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An hourly range in whole currency units: `€40–90 / hour`. */
export function formatHourlyRate(rate: {
  readonly min: number;
  readonly max: number;
  readonly currency: string;
}): string {
  const money = numberFormat({ style: 'currency', currency: rate.currency, maximumFractionDigits: 0 });
  const range = rate.min === rate.max ? money.format(rate.min) : money.formatRange(rate.min, rate.max);
  return `${range} / hour`;
}

/** `2.4 MB`, `830 kB`, `512 bytes`: sizes as people read them (decimal units, as the upload limits are stated). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return formatCount(bytes, 'byte');
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${numberFormat({ maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit] ?? ''}`;
}
