import {
  asCreatorEvent,
  asCreatorVisibilityEvent,
  type ExpertListing,
  type ImageRef,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName } from '@creators/storage';
import { WorkingDocs, type PlacedDoc } from '../runner/working-docs.js';
import { projectPicked, type Projector, takenBy } from '../runner/projector.js';

/** A listed expert as the directory shows them. */
export interface ExpertDoc {
  /** The creator's id. */
  readonly id: string;
  readonly handle: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  /** The uploaded avatar's renditions, when the avatar is an upload. */
  readonly avatar?: ImageRef;
  readonly bio: string;
  readonly services: readonly string[];
  readonly languages: readonly string[];
  readonly location: string;
  readonly hourlyRate: ExpertListing['hourlyRate'];
  /** The rate's lower bound, as a sortable scalar. */
  readonly rateMin: number;
  /** The rate's currency, as a filterable scalar: rates are compared only within one currency. */
  readonly rateCurrency: string;
  readonly availability: ExpertListing['availability'];
  /** When the current listing went up (kept while it is edited, reset by a withdrawal). */
  readonly listedAt: string;
  readonly updatedAt: string;
  readonly [field: string]: unknown;
}

/** A listed expert under one combination of filters: `<facet key>|<creatorId>`. */
export interface ExpertFacetDoc extends ExpertDoc {
  readonly key: string;
  readonly creatorId: string;
}

/** What the directory remembers of every creator, listed or not, to build their entry when they list. */
interface ExpertProfileDoc {
  readonly id: string;
  readonly handle: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly avatar?: ImageRef | null;
  readonly bio: string;
  readonly listing: ExpertListing | null;
  readonly listedAt: string | null;
  readonly updatedAt: string;
  /** True while a moderator keeps the creator hidden. */
  readonly hidden?: true;
  readonly [field: string]: unknown;
}

export const EXPERTS = collectionName<ExpertDoc>('experts');
export const EXPERT_FACETS = collectionName<ExpertFacetDoc>('expert_facets');
const EXPERT_PROFILES = collectionName<ExpertProfileDoc>('experts_profiles');

/** Facet values compare without case or extra spaces: "Lyon " and "lyon" are one location. */
export const facetValue = (value: string): string => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The key of one combination of filters; an absent filter matches any value. The gateway builds
 * the same key from its query: `{ filter: { key: expertFacetKey({ service, language }) } }`.
 */
export const expertFacetKey = (filters: {
  readonly service?: string | undefined;
  readonly language?: string | undefined;
  readonly location?: string | undefined;
}): string =>
  [
    ['service', filters.service],
    ['language', filters.language],
    ['location', filters.location],
  ]
    .map(([facet, value]) => `${facet}=${encodeURIComponent(value === undefined ? '' : facetValue(value))}`)
    .join('&');

const unique = (values: readonly string[]): string[] =>
  [...new Set(values.map(facetValue))].filter((value) => value !== '');

const creatorOrVisibility = (event: RecordedEvent) => asCreatorEvent(event) ?? asCreatorVisibilityEvent(event);

export function evolveExpertProfile(doc: ExpertProfileDoc | null, event: RecordedEvent): ExpertProfileDoc | null {
  const visibility = asCreatorVisibilityEvent(event);
  if (visibility !== null) {
    if (doc === null) return null;
    const { hidden: _, ...shown } = doc;
    return visibility.type === 'CreatorHidden' ? { ...shown, hidden: true } : shown;
  }
  const creator = asCreatorEvent(event);
  if (creator === null) return doc;
  const at = event.metadata.occurredAt;
  if (creator.type === 'CreatorSignedUp') {
    const { creatorId, handle, name } = creator.data;
    return { id: creatorId, handle, name, avatarUrl: null, bio: '', listing: null, listedAt: null, updatedAt: at };
  }
  if (doc === null) return null;
  switch (creator.type) {
    case 'CreatorProfileUpdated': {
      const { handle, name, avatarUrl, avatar, bio } = creator.data.changes;
      return {
        ...doc,
        handle: handle ?? doc.handle,
        name: name ?? doc.name,
        avatarUrl: avatarUrl === undefined ? doc.avatarUrl : avatarUrl,
        ...(avatar === undefined ? {} : { avatar }),
        bio: bio ?? doc.bio,
        updatedAt: at,
      };
    }
    case 'ExpertListingPublished':
      return { ...doc, listing: creator.data.listing, listedAt: doc.listedAt ?? at, updatedAt: at };
    case 'ExpertListingWithdrawn':
      return { ...doc, listing: null, listedAt: null, updatedAt: at };
  }
}

/**
 * What a profile shows as: nothing unless listed; else the expert's entry and one facet document
 * per combination of service, language and location (each or "any"). The store filters only on
 * scalars, so a combination of filters is one key, one indexed equality and keyset paging.
 */
export function directoryDocs(profile: ExpertProfileDoc | null): PlacedDoc[] {
  // A creator a moderator hides leaves the directory, and comes back as they were when restored.
  if (profile === null || profile.listing === null || profile.listedAt === null || profile.hidden === true) return [];
  const { listing } = profile;
  const expert: ExpertDoc = {
    id: profile.id,
    handle: profile.handle,
    name: profile.name,
    avatarUrl: profile.avatarUrl,
    ...(profile.avatar === undefined || profile.avatar === null ? {} : { avatar: profile.avatar }),
    bio: profile.bio,
    services: listing.services,
    languages: listing.languages,
    location: listing.location,
    hourlyRate: listing.hourlyRate,
    rateMin: listing.hourlyRate.min,
    rateCurrency: listing.hourlyRate.currency,
    availability: listing.availability,
    listedAt: profile.listedAt,
    updatedAt: profile.updatedAt,
  };
  const any = [undefined];
  const facets: PlacedDoc[] = [];
  for (const service of [...any, ...unique(listing.services)]) {
    for (const language of [...any, ...unique(listing.languages)]) {
      for (const location of [...any, ...unique([listing.location])]) {
        if (service === undefined && language === undefined && location === undefined) continue;
        const key = expertFacetKey({ service, language, location });
        const doc: ExpertFacetDoc = { ...expert, id: `${key}|${profile.id}`, key, creatorId: profile.id };
        facets.push({ collection: EXPERT_FACETS, doc });
      }
    }
  }
  return [{ collection: EXPERTS, doc: expert }, ...facets];
}

/**
 * The experts directory (`/api/experts`): listed creators, filterable by any combination of
 * service, language and location (`expert_facets`), then by availability and the rate's currency,
 * sortable by rate within a currency, and searchable by location text (`experts`).
 */
export const expertsDirectoryProjector: Projector = {
  name: 'experts-directory',
  // 3: a creator hidden by a moderator is not listed.
  version: 3,
  collections: [
    {
      name: EXPERTS,
      fields: { listedAt: 'string', availability: 'string', rateMin: 'number', rateCurrency: 'string' },
      text: ['location'],
      indexes: [['listedAt'], ['availability', 'listedAt'], ['rateCurrency', 'rateMin']],
    },
    {
      name: EXPERT_FACETS,
      fields: { key: 'string', listedAt: 'string', availability: 'string', rateMin: 'number', rateCurrency: 'string' },
      indexes: [
        ['key', 'listedAt'],
        ['key', 'rateCurrency', 'rateMin'],
      ],
    },
    { name: EXPERT_PROFILES, fields: {} },
  ],
  takes: takenBy(asCreatorEvent, asCreatorVisibilityEvent),
  project: projectPicked(creatorOrVisibility, (creator, event, read) => {
    const docs = new WorkingDocs(read);
    const before = docs.get(EXPERT_PROFILES, creator.data.creatorId);
    const after = evolveExpertProfile(before, event);
    if (after === before) return [];
    if (after === null) docs.delete(EXPERT_PROFILES, creator.data.creatorId);
    else docs.put(EXPERT_PROFILES, after);
    docs.replace(directoryDocs(before), directoryDocs(after));
    return docs.changes();
  }),
};
