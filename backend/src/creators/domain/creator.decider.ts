import { asCreatorEvent, type CreatorEvent, type CreatorProfile, type ExpertListing } from '@creators/contracts';
import { toSlug } from '../../platform/slug.js';
import { invalidField } from '../../platform/domain-error.js';
import { creatorError } from '../creators.errors.js';
import type { Decider } from '../../platform/event-sourcing.js';
import { checkHandle } from './handle.js';

/** Limits of a creator's texts, shared by the request bodies and the decider. */
export const PROFILE_LIMITS = { name: 80, bio: 2000, location: 100 } as const;
export const EXPERT_LIMITS = {
  services: 10,
  serviceLength: 40,
  languages: 10,
  hourlyRate: 10_000,
  location: 100,
} as const;
export const AVAILABILITIES = ['available', 'limited', 'unavailable'] as const;
/** An ISO 639-1 style language code. */
export const LANGUAGE = /^[a-z]{2}$/;
export const CURRENCY = /^[A-Z]{3}$/;

export type CreatorState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active';
      readonly creatorId: string;
      readonly profile: CreatorProfile;
      readonly expert: ExpertListing | null;
    };

export type ProfileChanges = Partial<CreatorProfile>;

/** What a creator does to their own stream: sign up, change the profile, publish or withdraw the expert listing. */
export type CreatorCommand =
  | { readonly type: 'SignUp'; readonly creatorId: string; readonly handle: string; readonly name: string }
  | { readonly type: 'UpdateProfile'; readonly creatorId: string; readonly changes: ProfileChanges }
  | { readonly type: 'PublishExpertListing'; readonly creatorId: string; readonly listing: ExpertListing }
  | { readonly type: 'WithdrawExpertListing'; readonly creatorId: string };

export function evolveCreator(state: CreatorState, creator: CreatorEvent): CreatorState {
  if (creator.type === 'CreatorSignedUp') {
    const { creatorId, handle, name } = creator.data;
    return {
      status: 'active',
      creatorId,
      profile: { handle, name, bio: '', avatarUrl: null, websiteUrl: null, location: '' },
      expert: null,
    };
  }
  if (state.status === 'none') return state;
  switch (creator.type) {
    case 'CreatorProfileUpdated':
      return { ...state, profile: { ...state.profile, ...creator.data.changes } };
    case 'ExpertListingPublished':
      return { ...state, expert: creator.data.listing };
    case 'ExpertListingWithdrawn':
      return { ...state, expert: null };
  }
}

function refuseUnless(condition: boolean, field: string, message: string): void {
  if (!condition) throw invalidField(field, message);
}

/** Control characters and line or paragraph separators: a name is shown (and mailed) as one line. */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

function checkName(name: string): void {
  refuseUnless(name !== '', 'name', 'must not be empty');
  refuseUnless(!NOT_ONE_LINE.test(name), 'name', 'must be one line, without control characters');
  refuseUnless(name.length <= PROFILE_LIMITS.name, 'name', `must be at most ${PROFILE_LIMITS.name} characters`);
}

/** The profile fields as they are kept: texts trimmed (bio apart), and each within its limit. */
function normaliseProfile(changes: ProfileChanges, current: CreatorProfile): ProfileChanges {
  const normal: { -readonly [K in keyof CreatorProfile]?: CreatorProfile[K] } = { ...changes };
  // A handle taken before it was reserved is kept while other fields change; only a new one is checked.
  if (normal.handle !== undefined && normal.handle !== current.handle) checkHandle(normal.handle);
  if (normal.name !== undefined) {
    normal.name = normal.name.trim();
    checkName(normal.name);
  }
  if (normal.bio !== undefined)
    refuseUnless(normal.bio.length <= PROFILE_LIMITS.bio, 'bio', `must be at most ${PROFILE_LIMITS.bio} characters`);
  if (normal.location !== undefined) {
    normal.location = normal.location.trim();
    refuseUnless(
      normal.location.length <= PROFILE_LIMITS.location,
      'location',
      `must be at most ${PROFILE_LIMITS.location} characters`,
    );
  }
  return normal;
}

/** Services as slugs and languages in lower case, each once, in the order given; every rule checked. */
export function normaliseListing(listing: ExpertListing): ExpertListing {
  const services = listing.services.map((service, i) => {
    const slug = toSlug(service, EXPERT_LIMITS.serviceLength);
    refuseUnless(slug !== '', `services[${i}]`, 'must contain letters or digits');
    return slug;
  });
  const languages = listing.languages.map((language, i) => {
    const code = language.trim().toLowerCase();
    refuseUnless(LANGUAGE.test(code), `languages[${i}]`, 'must be a two-letter language code such as en');
    return code;
  });
  const unique = { services: [...new Set(services)], languages: [...new Set(languages)] };
  for (const field of ['services', 'languages'] as const) {
    const count = unique[field].length;
    const most = EXPERT_LIMITS[field];
    refuseUnless(count >= 1 && count <= most, field, `must list 1 to ${most} different entries`);
  }
  const { min, max, currency } = listing.hourlyRate;
  const inRange = (rate: number): boolean => Number.isFinite(rate) && rate >= 0 && rate <= EXPERT_LIMITS.hourlyRate;
  refuseUnless(inRange(min), 'hourlyRate.min', `must be from 0 to ${EXPERT_LIMITS.hourlyRate}`);
  refuseUnless(inRange(max), 'hourlyRate.max', `must be from 0 to ${EXPERT_LIMITS.hourlyRate}`);
  refuseUnless(min <= max, 'hourlyRate.max', 'must not be below hourlyRate.min');
  refuseUnless(CURRENCY.test(currency), 'hourlyRate.currency', 'must be a three-letter currency code such as USD');
  const location = listing.location.trim();
  refuseUnless(
    location.length <= EXPERT_LIMITS.location,
    'location',
    `must be at most ${EXPERT_LIMITS.location} characters`,
  );
  refuseUnless(
    (AVAILABILITIES as readonly string[]).includes(listing.availability),
    'availability',
    `must be one of ${AVAILABILITIES.join(', ')}`,
  );
  return {
    services: unique.services,
    hourlyRate: { min, max, currency },
    languages: unique.languages,
    location,
    availability: listing.availability,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Pure: what a command does to a creator as they stand, or why it may not. */
export function decideCreator(command: CreatorCommand, state: CreatorState): CreatorEvent[] {
  if (command.type === 'SignUp') {
    if (state.status !== 'none') throw creatorError('concurrent_change', 'this creator already exists');
    checkHandle(command.handle);
    const name = command.name.trim();
    checkName(name);
    return [{ type: 'CreatorSignedUp', data: { creatorId: command.creatorId, handle: command.handle, name } }];
  }
  // Only a creator's own stream answers to them; anything else is "not found".
  if (state.status === 'none' || state.creatorId !== command.creatorId) {
    throw creatorError('creator_not_found', 'no such creator');
  }
  const { creatorId } = state;
  switch (command.type) {
    case 'UpdateProfile': {
      // A field sent as `undefined` (an absent field of a request body) is no change.
      const given = Object.entries(normaliseProfile(command.changes, state.profile)) as [
        keyof CreatorProfile,
        unknown,
      ][];
      const changes = Object.fromEntries(
        given.filter(([field, value]) => value !== undefined && !same(state.profile[field], value)),
      );
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'CreatorProfileUpdated', data: { creatorId, changes } }];
    }
    case 'PublishExpertListing': {
      const listing = normaliseListing(command.listing);
      if (same(state.expert, listing)) return [];
      return [{ type: 'ExpertListingPublished', data: { creatorId, listing } }];
    }
    case 'WithdrawExpertListing':
      if (state.expert === null) throw creatorError('expert_not_listed', 'you are not listed on the experts page');
      return [{ type: 'ExpertListingWithdrawn', data: { creatorId } }];
  }
}

export const creatorDecider: Decider<CreatorState, CreatorCommand, CreatorEvent> = {
  initial: { status: 'none' },
  read: asCreatorEvent,
  evolve: evolveCreator,
  decide: decideCreator,
};
