import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type JSONEventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type StreamingRead,
} from '@eventstore/db-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '@creators/contracts';
import {
  EventStoreError,
  conflictError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type StoredEventJson,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.js';

/** The fields both a stream read and a $all read give for a recorded event. */
interface EsdbRecord {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position | undefined;
}

/** What this adapter uses of the gRPC client: a test can put a client with faults under the real adapter. */
export type EsdbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

type Queued =
  | { readonly kind: 'event'; readonly event: RecordedEvent }
  | { readonly kind: 'checkpoint'; readonly position: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the server reports as the position of an event read from a stream when it does not know it. */
const UNKNOWN_POSITION = 2n ** 64n - 1n;
/** Keys this adapter adds to the ESDB metadata next to ours; stripped again on read. */
const SCHEMA_VERSION = 'schemaVersion';
const CORRELATION = '$correlationId';
const CAUSATION = '$causationId';
const ADDED_KEYS = new Set([SCHEMA_VERSION, CORRELATION, CAUSATION]);

/** Events and streams whose names start with `$` belong to the server (statistics, projections, links). */
const isSystem = (record: EsdbRecord): boolean => record.type.startsWith('$') || record.streamId.startsWith('$');

/**
 * Our positions are ESDB commit positions. Events appended without an explicit (legacy TCP)
 * transaction have commit == prepare, so the pair is rebuilt from the one number.
 */
const toEsdbPosition = (position: number): Position => ({ commit: BigInt(position), prepare: BigInt(position) });

function toNumber(commit: bigint): number {
  if (commit > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(
      `EventStoreDB commit position ${commit} exceeds Number.MAX_SAFE_INTEGER; positions cannot be carried as JS numbers`,
    );
  }
  return Number(commit);
}

function positionOf(record: EsdbRecord): number {
  const commit = record.position?.commit;
  if (commit === undefined || commit === UNKNOWN_POSITION) {
    throw new Error(
      `EventStoreDB did not report the $all position of event ${record.id} in ${record.streamId}; stream reads carry it from server version 22.6 on`,
    );
  }
  return toNumber(commit);
}

/** Whether a position read lies past the bound (or on it, when the bound is inclusive). */
const onward = (commit: bigint, bound: bigint, inclusive: boolean): boolean =>
  inclusive ? commit >= bound : commit > bound;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

function toEsdbExpected(streamId: string, expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new EventStoreError('invalid_event', `expected revision ${expected} is not a stream revision`, streamId);
      }
      return BigInt(expected);
  }
}

function toEsdbEvent(streamId: string, event: NewEvent): JSONEventData {
  const { data, metadata } = event;
  if (!UUID.test(metadata.eventId)) {
    throw new EventStoreError(
      'invalid_event',
      `event id ${metadata.eventId} is not a UUID, which EventStoreDB requires`,
      streamId,
    );
  }
  if (!(typeof data === 'string' || (typeof data === 'object' && data !== null))) {
    throw new EventStoreError(
      'invalid_event',
      `data of ${event.type} must be a JSON object, array or string`,
      streamId,
    );
  }
  // `$correlationId` and `$causationId` are the keys EventStoreDB's own projections understand.
  const stored: Record<string, unknown> = {
    ...metadata,
    [SCHEMA_VERSION]: event.version,
    [CORRELATION]: metadata.correlationId,
  };
  if (metadata.causationId !== null) stored[CAUSATION] = metadata.causationId;
  return {
    id: metadata.eventId,
    contentType: 'application/json',
    type: event.type,
    data: data as JSONType,
    metadata: stored,
  };
}

/**
 * Our envelope back from the ESDB metadata. Events appended by other tools (no schema version)
 * get an envelope made from what the server knows about them.
 */
function toRecorded(record: EsdbRecord, position: number): RecordedEvent {
  const stored = isObject(record.metadata) ? record.metadata : {};
  const version = stored[SCHEMA_VERSION];
  let metadata: EventMetadata;
  const ours = Object.fromEntries(Object.entries(stored).filter(([key]) => !ADDED_KEYS.has(key)));
  if (typeof version === 'number' && isEventMetadata(ours)) {
    metadata = ours;
  } else {
    const correlation = stored[CORRELATION];
    const causation = stored[CAUSATION];
    metadata = {
      eventId: record.id,
      occurredAt: record.created.toISOString(),
      creatorId: null,
      correlationId: typeof correlation === 'string' ? correlation : record.id,
      causationId: typeof causation === 'string' ? causation : null,
    };
  }
  return {
    position,
    streamId: record.streamId,
    revision: Number(record.revision),
    type: record.type,
    version: typeof version === 'number' ? version : 1,
    data: record.data,
    metadata,
  };
}

const isEventMetadata = (value: Record<string, unknown>): value is Record<string, unknown> & EventMetadata =>
  typeof value.eventId === 'string' &&
  typeof value.occurredAt === 'string' &&
  typeof value.correlationId === 'string' &&
  (value.creatorId === null || typeof value.creatorId === 'string') &&
  (value.causationId === null || typeof value.causationId === 'string');

const redact = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * The production event store over EventStoreDB / KurrentDB (gRPC client v6, server 22.6 or later).
 * Positions are ESDB commit positions (bytes into the transaction log): strictly increasing but
 * with gaps, and shared by one server with its own system events, which every read here skips.
 */
export class EsdbEventStore implements EventStore {
  private readonly subscriptions = new Set<() => Promise<void>>();

  private constructor(private readonly client: EsdbClient) {}

  /** The adapter over a client already made (a test's client with faults; `connect` makes the real one). */
  static over(client: EsdbClient): EsdbEventStore {
    return new EsdbEventStore(client);
  }

  /** Connects to an `esdb://` (or `esdb+discover://`) connection string and checks the server answers. */
  static async connect(url: string): Promise<EsdbEventStore> {
    let client: EsdbClient | null = null;
    try {
      client = EventStoreDBClient.connectionString(url);
      const store = new EsdbEventStore(client);
      await store.headPosition();
      return store;
    } catch (error) {
      await client?.dispose();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot use EventStoreDB at ${redact(url)}: ${reason}`, { cause: error });
    }
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new EventStoreError('invalid_event', 'an append needs at least one event', streamId);
    const expectedRevision = toEsdbExpected(streamId, expected);
    const proposed = events.map((event) => toEsdbEvent(streamId, event));
    let result: EsdbAppendResult;
    try {
      // The event ids are ours, so a retried append is recognised by the server and answered like the first.
      result = await this.client.appendToStream(streamId, proposed, { expectedRevision });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? null : Number(error.actualVersion);
        throw conflictError(streamId, expected, actual);
      }
      throw error;
    }
    const nextExpectedRevision = Number(result.nextExpectedRevision);
    const commit = result.position?.commit;
    const position =
      commit !== undefined && commit !== UNKNOWN_POSITION
        ? toNumber(commit)
        : await this.positionAt(streamId, result.nextExpectedRevision);
    return { nextExpectedRevision, position };
  }

  /** The $all position of one stream event, for an append the server answered without a position. */
  private async positionAt(streamId: string, revision: bigint): Promise<number> {
    let position: number | null = null;
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event !== undefined) position = positionOf(resolved.event);
    }
    if (position === null) throw new Error(`event ${revision} of ${streamId} vanished right after it was appended`);
    return position;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: START })) {
        if (resolved.event !== undefined) events.push(toRecorded(resolved.event, positionOf(resolved.event)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Reads $all forwards after `after` (or from it), skipping system events. The server's start
   * position is inclusive and its pages count system events too, so this pages until `limit` of ours
   * are found. `after` must be a position the store returned: it is the commit and prepare position
   * of one of our events (appended without a legacy transaction, so the two are equal).
   */
  async readAll({ after, limit, inclusive = false }: ReadAllOptions): Promise<RecordedEvent[]> {
    const wanted = Math.max(1, limit);
    const found: RecordedEvent[] = [];
    let from: ReadPosition = after === null ? START : toEsdbPosition(after);
    let last: Position | null = null;
    for (;;) {
      const pageSize = Math.min(Math.max(wanted - found.length + 1, 64), 4096);
      let read = 0;
      const page: StreamingRead<AllStreamResolvedEvent> = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from,
        maxCount: pageSize,
      });
      for await (const resolved of page) {
        read += 1;
        const record = resolved.event;
        if (record === undefined) continue;
        const { position } = record;
        if (last !== null && comparePositions(position, last) <= 0) continue;
        last = position;
        if (isSystem(record) || (after !== null && !onward(position.commit, BigInt(after), inclusive))) continue;
        if (found.length < wanted) found.push(toRecorded(record, toNumber(position.commit)));
      }
      if (found.length >= wanted || read < pageSize || last === null) return found;
      from = last;
    }
  }

  /** The server hands events over parsed already, so this is `readAll` serialised again. */
  async readAllJson(options: ReadAllOptions): Promise<StoredEventJson[]> {
    return (await this.readAll(options)).map((event) => ({
      position: event.position,
      streamId: event.streamId,
      revision: event.revision,
      type: event.type,
      version: event.version,
      occurredAt: event.metadata.occurredAt,
      data: JSON.stringify(event.data),
      metadata: JSON.stringify(event.metadata),
    }));
  }

  /**
   * The position of the last event `readAll` would return: system events written after it (the
   * server's statistics, projections' links) are skipped, so the head is comparable with the
   * checkpoints of subscribers, which never see them either.
   */
  async headPosition(): Promise<number | null> {
    let from: ReadPosition = END;
    // Usually the very last event is ours; pages grow in case a run of system events follows it.
    for (let pageSize = 8; ; pageSize = Math.min(pageSize * 4, 1024)) {
      let read = 0;
      let head: number | null = null;
      let oldest: Position | null = null;
      const page: StreamingRead<AllStreamResolvedEvent> = this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from,
        maxCount: pageSize,
      });
      for await (const resolved of page) {
        read += 1;
        const record = resolved.event;
        if (record === undefined) continue;
        oldest = record.position;
        if (head === null && !isSystem(record)) head = toNumber(record.position.commit);
      }
      if (head !== null) return head;
      if (read < pageSize || oldest === null) return null;
      // The next page reads on from the oldest event of this one.
      from = oldest;
    }
  }

  /**
   * A filtered $all subscription (system events excluded on the server). Events are queued as they
   * arrive and handed over in batches of up to `batchSize`, one batch at a time; while the queue is
   * full the gRPC stream is paused, which pushes back to the server. The server's checkpoints (sent
   * even when every event it read was filtered out) become empty batches, so a subscriber's
   * checkpoint moves past long runs of system events.
   */
  subscribeToAll({ after, batchSize, onBatch }: SubscribeOptions): Subscription {
    const size = Math.max(1, Math.floor(batchSize));
    const highWater = Math.max(2 * size, 64);
    const queue: Queued[] = [];
    const state: { stopped: boolean; failure: { error: unknown } | null } = { stopped: false, failure: null };
    let wake: (() => void) | null = null;
    let drainWaiters: (() => void)[] = [];
    const nudge = (): void => {
      const resume = wake;
      wake = null;
      resume?.();
    };
    const releaseDrainWaiters = (): void => {
      const waiters = drainWaiters;
      drainWaiters = [];
      for (const waiter of waiters) waiter();
    };
    const fail = (error: unknown): void => {
      state.failure ??= { error };
      releaseDrainWaiters();
      nudge();
    };

    const source = this.client.subscribeToAll({
      fromPosition: after === null ? START : toEsdbPosition(after),
      filter: excludeSystemEvents({
        checkpointReached: async (_subscription, position) => {
          // The client calls this while events read before the checkpoint may still sit in the
          // stream's buffer; the checkpoint is queued only behind them.
          if (source.readableLength > 0 && !state.stopped && state.failure === null) {
            await new Promise<void>((resolve) => drainWaiters.push(resolve));
          }
          if (state.stopped || state.failure !== null) return;
          try {
            queue.push({ kind: 'checkpoint', position: toNumber(position.commit) });
          } catch (error) {
            fail(error);
            return;
          }
          nudge();
        },
      }),
    });
    source.on('data', (resolved: AllStreamResolvedEvent) => {
      if (state.stopped || state.failure !== null) return;
      try {
        const record = resolved.event;
        if (record !== undefined && !isSystem(record)) {
          const position = toNumber(record.position.commit);
          // Dedupe against the start position, whichever way the server treats it.
          if (after === null || position > after) queue.push({ kind: 'event', event: toRecorded(record, position) });
        }
      } catch (error) {
        fail(error);
        return;
      }
      if (source.readableLength === 0) releaseDrainWaiters();
      if (queue.length >= highWater) source.pause();
      nudge();
    });
    source.on('error', fail);
    source.on('end', () => {
      if (!state.stopped) fail(new Error('EventStoreDB ended the $all subscription'));
    });

    const run = async (): Promise<void> => {
      let delivered = after ?? -1;
      while (!state.stopped) {
        if (state.failure !== null) throw state.failure.error;
        const events: RecordedEvent[] = [];
        let checkpoint = delivered;
        let taken = 0;
        for (const item of queue) {
          if (events.length === size) break;
          taken += 1;
          if (item.kind === 'event') events.push(item.event);
          checkpoint = Math.max(checkpoint, item.kind === 'event' ? item.event.position : item.position);
        }
        queue.splice(0, taken);
        if (queue.length < highWater && source.isPaused()) source.resume();
        if (events.length === 0 && checkpoint <= delivered) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        await onBatch({ events, checkpoint });
        delivered = checkpoint;
      }
    };

    const stopSource = async (): Promise<void> => {
      state.stopped = true;
      releaseDrainWaiters();
      nudge();
      await source.unsubscribe();
    };
    const done = (async () => {
      try {
        await run();
      } finally {
        await stopSource().catch(() => undefined);
      }
    })();
    const stop = async (): Promise<void> => {
      state.stopped = true;
      releaseDrainWaiters();
      nudge();
      await done.catch(() => undefined);
    };
    this.subscriptions.add(stop);
    void done.then(
      () => this.subscriptions.delete(stop),
      () => this.subscriptions.delete(stop),
    );
    return { done, stop };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((stop) => stop()));
    await this.client.dispose();
  }
}

function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}
