import { toSlug } from '../../../platform/slug.js';

/** Every two-letter language code a listing may hold, by its English name in lower case ("english" → "en"). */
const LANGUAGE_CODES: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const byName = new Map<string, string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      const name = names.of(code);
      if (name !== undefined && name.toLowerCase() !== code) byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
})();

/**
 * Filters as people type them, read the way the cards show them: a service by its label ("UI
 * design" is the slug `ui-design`), a language by its name ("English", "french") or its code.
 */
export function readExpertFilters(filters: {
  readonly service?: string | undefined;
  readonly language?: string | undefined;
  readonly location?: string | undefined;
}): { service?: string; language?: string; location?: string } {
  const service = filters.service === undefined ? undefined : toSlug(filters.service) || filters.service;
  const typed = filters.language?.trim().toLowerCase();
  const language = typed === undefined ? undefined : (LANGUAGE_CODES.get(typed) ?? typed);
  return {
    ...(service === undefined ? {} : { service }),
    ...(language === undefined ? {} : { language }),
    ...(filters.location === undefined ? {} : { location: filters.location }),
  };
}
