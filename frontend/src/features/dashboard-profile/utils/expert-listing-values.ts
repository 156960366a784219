import type { ExpertListing } from '@creators/contracts';

export const AVAILABILITIES = [
  'available',
  'limited',
  'unavailable',
] as const satisfies readonly ExpertListing['availability'][];

/** The expert listing form's inputs, as typed. */
export interface ExpertListingValues {
  readonly services: string;
  readonly languages: string;
  readonly rateMin: string;
  readonly rateMax: string;
  readonly currency: string;
  readonly location: string;
  readonly availability: ExpertListing['availability'];
}

export const EMPTY_EXPERT_VALUES: ExpertListingValues = {
  services: '',
  languages: 'en',
  rateMin: '',
  rateMax: '',
  currency: 'USD',
  location: '',
  availability: 'available',
};

const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function expertValuesOf(listing: ExpertListing | null, fallbackLocation: string): ExpertListingValues {
  if (listing === null) return { ...EMPTY_EXPERT_VALUES, location: fallbackLocation };
  return {
    services: listing.services.join(', '),
    languages: listing.languages.join(', '),
    rateMin: String(listing.hourlyRate.min),
    rateMax: String(listing.hourlyRate.max),
    currency: listing.hourlyRate.currency,
    location: listing.location,
    availability: listing.availability,
  };
}

/** An hourly rate in major units, such as 60 or 72.50; NaN when it is not one. */
const rate = (text: string): number =>
  /^\d{1,6}([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;

export type ExpertListingResult =
  | { readonly ok: true; readonly listing: ExpertListing }
  | { readonly ok: false; readonly byField: Readonly<Record<string, string>> };

/** The `PUT /api/dashboard/expert` body: lists split on commas, rates as numbers (major units). */
export function toExpertListing(values: ExpertListingValues): ExpertListingResult {
  const byField: Record<string, string> = {};
  const min = rate(values.rateMin);
  const max = rate(values.rateMax);
  if (Number.isNaN(min)) byField['hourlyRate.min'] = 'Enter an amount such as 60.';
  if (Number.isNaN(max)) byField['hourlyRate.max'] = 'Enter an amount such as 120.';
  else if (!Number.isNaN(min) && max < min) byField['hourlyRate.max'] = 'Must not be below the lowest rate.';
  const services = splitList(values.services);
  if (services.length === 0) byField.services = 'Name at least one service.';
  const languages = splitList(values.languages).map((language) => language.toLowerCase());
  if (languages.length === 0) byField.languages = 'Name at least one language, such as en.';
  if (Object.keys(byField).length > 0) return { ok: false, byField };
  return {
    ok: true,
    listing: {
      services,
      hourlyRate: { min, max, currency: values.currency },
      languages,
      location: values.location.trim(),
      availability: values.availability,
    },
  };
}
