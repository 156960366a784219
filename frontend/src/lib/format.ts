import type { Price } from '@creators/contracts';

export function formatPrice(price: Price): string {
  if (price.amount === 0) return 'Free';
  return new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(price.amount / 100);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
}

/** `components` -> `Components`, for headings and filters. */
export function formatKind(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** `1 like`, `3 likes`. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${new Intl.NumberFormat('en').format(count)} ${count === 1 ? singular : plural}`;
}

/** A tag or category slug for display, as the server words it: `landing-pages` -> `Landing pages`. */
export function formatLabel(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** `fr` -> `French`; an unknown code stays as written. */
export function formatLanguage(code: string): string {
  try {
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
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: rate.currency, maximumFractionDigits: 0 });
  const range = rate.min === rate.max ? money.format(rate.min) : money.formatRange(rate.min, rate.max);
  return `${range} / hour`;
}
