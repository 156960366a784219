import {
  ITEM_KINDS,
  TEMPLATE_CATEGORY_SLUGS,
  TUTORIAL_LEVELS,
  VECTOR_FORMATS,
  creatorStreamId,
  currentSchemaVersion,
  itemEventType,
  itemStreamId,
  likeStreamId,
  previewStreamId,
  viewStreamId,
  type ItemChange,
  type ItemKind,
  followStreamId,
  moderationStreamId,
  type NewEvent,
} from '@creators/contracts';
import type { EventStore } from '@creators/storage';

/** An event and the stream it goes to, in the order they are appended. */
export interface GeneratedEntry {
  readonly streamId: string;
  readonly event: NewEvent;
}

/** What the log did, so a test knows which addresses to ask for. */
export interface GeneratedItem {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  /** Every slug it had, the current one last. */
  readonly slugs: string[];
}

export interface GeneratedLog {
  readonly entries: GeneratedEntry[];
  readonly creators: { readonly id: string; readonly handles: string[] }[];
  readonly items: GeneratedItem[];
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly words: readonly string[];
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same log anywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = ['aurora', 'bento', 'grid', 'pricing', 'navbar', 'hero', 'orbit', 'pastel', 'quartz', 'lumen'];
const TAGS = ['navigation', 'layout', 'forms', 'animation', 'cards', 'hero-section'];
const HANDLES = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'edsger', 'frances'];
const DAY_MS = 86_400_000;

/**
 * A marketplace's life over a few weeks, from a seed: creators sign up and change their profiles,
 * items of every kind are created, edited (fields, tags, categories, slugs), published,
 * unpublished, republished, hidden, restored and deleted; visitors view, preview, like and unlike;
 * creators follow each other and one lists as an expert. Everything the public read side shows
 * moves at least once.
 */
export function generatedLog(seed: number, itemCount = 48): GeneratedLog {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(next() * values.length)];
    if (value === undefined) throw new Error('nothing to pick from');
    return value;
  };
  const some = <T>(values: readonly T[], most: number): T[] => {
    const count = 1 + Math.floor(next() * most);
    return [...new Set(Array.from({ length: count }, () => pick(values)))];
  };
  const entries: GeneratedEntry[] = [];
  let clock = Date.parse('2026-03-02T08:00:00.000Z');
  let serial = 0;
  const add = (streamId: string, type: string, data: object): void => {
    serial += 1;
    clock += 60_000 + Math.floor(next() * 600_000);
    const eventId = `gen-${String(serial).padStart(6, '0')}`;
    entries.push({
      streamId,
      event: {
        type,
        version: currentSchemaVersion(type),
        data,
        metadata: {
          eventId,
          occurredAt: new Date(clock).toISOString(),
          creatorId: null,
          correlationId: eventId,
          causationId: null,
        },
      },
    });
  };
  const day = (): string => new Date(clock).toISOString().slice(0, 10);

  const creators = HANDLES.map((handle, i) => ({ id: `creator-${i + 1}`, handles: [handle] }));
  for (const creator of creators) {
    const handle = creator.handles[0] ?? 'nobody';
    add(creatorStreamId(creator.id), 'CreatorSignedUp', {
      creatorId: creator.id,
      handle,
      name: `${handle.slice(0, 1).toUpperCase()}${handle.slice(1)}`,
    });
  }
  const categories = TEMPLATE_CATEGORY_SLUGS.slice(0, 5);
  const items: GeneratedItem[] = [];
  const itemEvent = (item: GeneratedItem, change: ItemChange, data: object): void => {
    add(itemStreamId(item.kind, item.id), itemEventType(item.kind, change), {
      itemId: item.id,
      kind: item.kind,
      ...data,
    });
  };
  const live = new Set<GeneratedItem>();
  const shown = new Set<GeneratedItem>();

  for (let n = 0; n < itemCount; n += 1) {
    const kind = ITEM_KINDS[n % ITEM_KINDS.length] ?? 'components';
    const creator = pick(creators);
    const title = `${pick(WORDS)} ${pick(WORDS)} ${n}`;
    const slug = title.replaceAll(' ', '-');
    const item: GeneratedItem = {
      id: `item-${String(n).padStart(3, '0')}`,
      kind,
      creatorId: creator.id,
      slugs: [slug],
    };
    items.push(item);
    live.add(item);
    const amount = pick([0, 0, 500, 1200, 4900, 9900]);
    itemEvent(item, 'Created', {
      creatorId: creator.id,
      slug,
      fields: {
        title,
        summary: `A ${kind.slice(0, -1)} for ${pick(WORDS)} pages`,
        description: `# ${title}\n\nMade with ${pick(WORDS)} and ${pick(WORDS)}.`,
        coverImageUrl: next() < 0.5 ? `https://images.example.com/${slug}.png` : null,
        galleryImageUrls: [],
        previewUrl: next() < 0.5 ? `https://preview.example.com/${slug}` : null,
        price: { amount, currency: pick(['USD', 'EUR']) },
        ...(kind === 'components' ? { tags: some(TAGS, 3), remixUrl: null } : {}),
        ...(kind === 'templates' ? { categories: some(categories, 2), remixUrl: null } : {}),
        ...(kind === 'plugins'
          ? { version: '1.0.0', installUrl: `https://plugins.example.com/${slug}`, changelog: [] }
          : {}),
        ...(kind === 'tutorials' ? { level: pick(TUTORIAL_LEVELS), durationMinutes: 10 + n } : {}),
        ...(kind === 'vectors' ? { formats: some(VECTOR_FORMATS, 3) } : {}),
        ...(kind === 'sites' ? { siteUrl: `https://${slug}.example.com` } : {}),
      },
    });
    if (next() < 0.85) {
      itemEvent(item, 'Published', {});
      shown.add(item);
    }
    // Now and then the day moves on, and visitors come to what is out there.
    if (n % 6 === 5) {
      clock = Math.max(clock, Date.parse(`${day()}T00:00:00.000Z`) + DAY_MS + 8 * 3_600_000);
      for (const seen of shown) {
        if (seen.kind === 'sites') continue;
        const draw = next();
        const visitor = `visitor-${serial}`;
        if (draw < 0.5) {
          add(viewStreamId(seen.id, visitor), 'ItemViewed', {
            itemId: seen.id,
            kind: seen.kind,
            visitorKey: visitor,
            day: day(),
          });
        } else if (draw < 0.65) {
          add(previewStreamId(seen.id, visitor), 'ItemPreviewed', {
            itemId: seen.id,
            kind: seen.kind,
            visitorKey: visitor,
            day: day(),
          });
        }
      }
    }
  }

  const liked = new Map<string, boolean>();
  const like = (item: GeneratedItem, creatorId: string, on: boolean): void => {
    const key = `${item.id}|${creatorId}`;
    if ((liked.get(key) ?? false) === on) return;
    liked.set(key, on);
    add(likeStreamId(item.id, creatorId), on ? 'ItemLiked' : 'ItemUnliked', {
      itemId: item.id,
      kind: item.kind,
      creatorId,
    });
  };
  for (const item of shown) {
    if (item.kind === 'sites') continue;
    for (const creator of creators) if (next() < 0.3) like(item, creator.id, true);
  }

  // Changes after publication: each kind of change reaches every model that shows it.
  for (const item of items) {
    const draw = next();
    if (draw < 0.15) {
      const slug = `${item.slugs.at(-1) ?? item.id}-v2`;
      item.slugs.push(slug);
      itemEvent(item, 'Edited', { slug, changes: { title: `${pick(WORDS)} renamed ${item.id}` } });
    } else if (draw < 0.3) {
      itemEvent(item, 'Edited', {
        changes: {
          summary: `Now for ${pick(WORDS)} pages`,
          price: { amount: pick([0, 900, 2500]), currency: 'USD' },
          ...(item.kind === 'components' ? { tags: some(TAGS, 3) } : {}),
          ...(item.kind === 'templates' ? { categories: some(categories, 2) } : {}),
        },
      });
    } else if (draw < 0.38 && shown.has(item)) {
      itemEvent(item, 'Unpublished', {});
      shown.delete(item);
      if (next() < 0.5) {
        itemEvent(item, 'Published', {});
        shown.add(item);
      }
    } else if (draw < 0.44) {
      itemEvent(item, 'Deleted', {});
      shown.delete(item);
      live.delete(item);
    } else if (draw < 0.5 && shown.has(item)) {
      add(moderationStreamId({ type: 'item', itemId: item.id, kind: item.kind }), 'ItemHidden', {
        itemId: item.id,
        kind: item.kind,
        moderatorId: 'creator-1',
        reason: 'Checked',
      });
      if (next() < 0.5) {
        add(moderationStreamId({ type: 'item', itemId: item.id, kind: item.kind }), 'ItemRestored', {
          itemId: item.id,
          kind: item.kind,
          moderatorId: 'creator-1',
          reason: 'Fine after all',
        });
      }
    }
  }
  for (const item of shown) {
    if (item.kind === 'sites') continue;
    for (const creator of creators) if (next() < 0.1) like(item, creator.id, false);
  }

  // Creators change how they show: a new name, an avatar, a new handle (the old one moves).
  for (const creator of creators.slice(0, 3)) {
    const handle = `${creator.handles[0] ?? 'x'}-studio`;
    creator.handles.push(handle);
    add(creatorStreamId(creator.id), 'CreatorProfileUpdated', {
      creatorId: creator.id,
      changes: {
        handle,
        name: `${handle} works`,
        avatarUrl: `https://avatars.example.com/${creator.id}.png`,
        bio: 'Hi',
      },
    });
  }
  for (const [i, creator] of creators.entries()) {
    const followed = creators[(i + 1) % creators.length];
    if (followed !== undefined)
      add(followStreamId(creator.id, followed.id), 'CreatorFollowed', {
        followerId: creator.id,
        creatorId: followed.id,
      });
  }
  add(creatorStreamId('creator-2'), 'ExpertListingPublished', {
    creatorId: 'creator-2',
    listing: {
      services: ['webflow'],
      hourlyRate: { min: 60, max: 120, currency: 'EUR' },
      languages: ['en'],
      location: 'Lyon',
      availability: 'available',
    },
  });
  // A last day of visits, so scores hold more than one day.
  clock = Math.max(clock, Date.parse(`${day()}T00:00:00.000Z`) + DAY_MS + 9 * 3_600_000);
  for (const item of shown) {
    if (item.kind !== 'sites' && next() < 0.4)
      add(viewStreamId(item.id, `late-${item.id}`), 'ItemViewed', {
        itemId: item.id,
        kind: item.kind,
        visitorKey: `late-${item.id}`,
        day: day(),
      });
  }
  return { entries, creators, items, tags: TAGS, categories, words: WORDS };
}

/** Appends the log in order, each event at its stream's next revision: the head position. */
export async function appendGenerated(store: EventStore, entries: readonly GeneratedEntry[]): Promise<number> {
  const revisions = new Map<string, number>();
  let head = 0;
  for (const { streamId, event } of entries) {
    const revision = revisions.get(streamId) ?? -1;
    revisions.set(streamId, revision + 1);
    head = (await store.append(streamId, [event], revision < 0 ? 'no_stream' : revision)).position;
  }
  return head;
}
