import { join } from 'node:path';
import {
  ITEM_KINDS,
  creatorStreamId,
  currentSchemaVersion,
  itemEventType,
  itemStreamId,
  likeStreamId,
  viewStreamId,
  type ItemChange,
  type ItemKind,
  type NewEvent,
  type RecordedEvent,
} from '@creators/contracts';
import {
  SqliteDocumentStore,
  SqliteEventStore,
  type Doc,
  type DocumentStore,
  type EventStore,
} from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import type { ReadModel } from '../../runner/read-model.js';
import type { HistoryContext } from '../history-command.js';
import type { Output } from '../output.js';

/** An event and the stream it goes to, in the order they are appended. */
export interface LogEntry {
  readonly streamId: string;
  readonly event: NewEvent;
}

export interface HistoryLogOptions {
  readonly days?: number;
  readonly itemsPerDay?: number;
  /**
   * How item prices are written: `v2` as today (`{ amount, currency }`), `v1` as before the change
   * (a number of US cents, schema version 1), `mixed` v1 for the first half of the days.
   */
  readonly prices?: 'v1' | 'v2' | 'mixed';
  readonly firstDay?: string;
}

const HANDLES = ['ada', 'grace', 'linus', 'margaret', 'alan'];
const DAY_MS = 86_400_000;

/**
 * A few weeks of a small marketplace, deterministic: creators sign up, publish items of every
 * kind (some edited, unpublished or deleted later), visitors view, preview and like them, one
 * creator lists as an expert and another renames. Times advance through each day.
 */
export function historyLog(options: HistoryLogOptions = {}): LogEntry[] {
  const days = options.days ?? 12;
  const perDay = options.itemsPerDay ?? 6;
  const prices = options.prices ?? 'v2';
  const start = Date.parse(`${options.firstDay ?? '2026-02-20'}T08:00:00.000Z`);
  const entries: LogEntry[] = [];
  let clock = start;
  let serial = 0;
  const add = (streamId: string, type: string, data: object, version = currentSchemaVersion(type)): void => {
    serial += 1;
    clock += 37_000;
    const eventId = `ev-${String(serial).padStart(6, '0')}`;
    entries.push({
      streamId,
      event: {
        type,
        version,
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
  const creatorIds = HANDLES.map((_, i) => `c${i + 1}`);
  HANDLES.forEach((handle, i) => {
    const creatorId = creatorIds[i] ?? 'c1';
    add(creatorStreamId(creatorId), 'CreatorSignedUp', { creatorId, handle, name: handle.toUpperCase() });
  });
  const published: { itemId: string; kind: ItemKind }[] = [];
  let n = 0;
  for (let day = 0; day < days; day += 1) {
    clock = Math.max(clock, start + day * DAY_MS);
    const v1 = prices === 'v1' || (prices === 'mixed' && day < days / 2);
    const item = (kind: ItemKind, itemId: string, change: ItemChange, data: object, version?: number): void => {
      add(itemStreamId(kind, itemId), itemEventType(kind, change), { itemId, kind, ...data }, version);
    };
    for (let i = 0; i < perDay; i += 1, n += 1) {
      const kind = ITEM_KINDS[n % ITEM_KINDS.length] ?? 'components';
      const itemId = `item${n}`;
      const cents = (n % 4) * 500;
      const price = v1 ? cents : { amount: cents, currency: 'USD' };
      const fields = {
        title: `Thing ${n}`,
        summary: `A ${kind.slice(0, -1)} numbered ${n}`,
        description: `# Thing ${n}`,
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        price,
        ...(kind === 'components' ? { tags: ['grid', `tag-${n % 3}`] } : {}),
        ...(kind === 'templates' ? { categories: [`cat-${n % 4}`] } : {}),
        ...(kind === 'sites' ? { siteUrl: `https://site${n}.example.com` } : {}),
      };
      const version = v1 ? 1 : undefined;
      item(
        kind,
        itemId,
        'Created',
        { creatorId: creatorIds[n % creatorIds.length], slug: `thing-${n}`, fields },
        version,
      );
      if (n % 3 === 0) {
        const edited = v1 ? cents + 100 : { amount: cents + 100, currency: 'USD' };
        item(kind, itemId, 'Edited', { changes: { summary: `Better thing ${n}`, price: edited } }, version);
      }
      item(kind, itemId, 'Published', {});
      published.push({ itemId, kind });
    }
    // Visitors come back to what is out there; likes stand unless taken back.
    for (const [k, { itemId, kind }] of published.entries()) {
      if ((k + day) % 2 === 0)
        add(viewStreamId(itemId, `v${day}-${k}`), 'ItemViewed', {
          itemId,
          kind,
          visitorKey: `v${day}-${k}`,
          day: new Date(clock).toISOString().slice(0, 10),
        });
      if ((k + day) % 5 === 0) {
        const creatorId = creatorIds[(k + day) % creatorIds.length] ?? 'c1';
        add(likeStreamId(itemId, creatorId), 'ItemLiked', { itemId, kind, creatorId });
      }
    }
    const old = published[day * 2];
    if (day >= 2 && old !== undefined && day % 3 === 0) {
      item(old.kind, old.itemId, 'Unpublished', {});
    }
    const gone = published[day * 3 + 1];
    if (day >= 4 && gone !== undefined && day % 4 === 0) item(gone.kind, gone.itemId, 'Deleted', {});
    if (day === 2)
      add(creatorStreamId('c2'), 'ExpertListingPublished', {
        creatorId: 'c2',
        listing: {
          services: ['webflow'],
          hourlyRate: { min: 60, max: 120, currency: 'EUR' },
          languages: ['en'],
          location: 'Lyon',
          availability: 'available',
        },
      });
    if (day === 3)
      add(creatorStreamId('c3'), 'CreatorProfileUpdated', {
        creatorId: 'c3',
        changes: { handle: 'linus-t', bio: 'Hi' },
      });
  }
  return entries;
}

/**
 * Appends entries `start` to `end` in order, each at the revision its stream has reached (the
 * entries before `start` being in the store already): positions follow the order.
 */
export async function appendLog(
  store: EventStore,
  entries: readonly LogEntry[],
  start = 0,
  end = entries.length,
): Promise<number> {
  const revisions = new Map<string, number>();
  const next = (streamId: string): number => {
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return revision;
  };
  for (const { streamId } of entries.slice(0, start)) next(streamId);
  // Queued together, the appends commit in order in few transactions (the store's group commit).
  const results = await Promise.all(
    entries.slice(start, end).map(({ streamId, event }) => {
      const revision = next(streamId);
      return store.append(streamId, [event], revision === 0 ? 'no_stream' : revision - 1);
    }),
  );
  return results.at(-1)?.position ?? 0;
}

/** A fresh SQLite file with both stores on it. */
export function tempStores(): { file: string; events: SqliteEventStore; documents: SqliteDocumentStore } {
  const file = join(tempDir('history-'), 'creators.db');
  return { file, events: new SqliteEventStore(file), documents: new SqliteDocumentStore(file) };
}

/** Collects what a command writes. */
export class TextOutput implements Output {
  text = '';
  constructor(readonly isTTY = false) {}
  write(text: string): boolean {
    this.text += text;
    return true;
  }
}

export function historyContext(
  stores: { events: EventStore; documents: DocumentStore },
  now = new Date('2026-03-20T12:00:00.000Z'),
): HistoryContext & { out: TextOutput; err: TextOutput } {
  return { ...stores, out: new TextOutput(), err: new TextOutput(), now: () => now };
}

/** Every document of a read model's collections, by collection name, wherever they physically live. */
export async function dumpModels(
  documents: DocumentStore,
  projectors: readonly ReadModel[],
  physical: (collection: string) => string = (c) => c,
): Promise<Record<string, Doc[]>> {
  const dump: Record<string, Doc[]> = {};
  for (const { collections } of projectors)
    for (const { name } of collections) {
      const docs: Doc[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Doc[]; nextCursor: string | null } = await documents.find(physical(name), {
          limit: 1000,
          cursor,
        });
        docs.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null);
      dump[name] = docs;
    }
  return dump;
}

/** The log as the store recorded it. */
export async function readLog(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let after: number | null = null; ;) {
    const batch = await store.readAll({ after, limit: 1000 });
    const last = batch.at(-1);
    if (last === undefined) return all;
    all.push(...batch);
    after = last.position;
  }
}
