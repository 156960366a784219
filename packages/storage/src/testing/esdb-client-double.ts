import { Readable } from 'node:stream';
import {
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult,
  type EventStoreDBClient,
  type JSONEventData,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EsdbClient } from '../esdb/esdb-event-store.js';

interface StoredRecord {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position: Position;
}

/** A fault the next subscription meets: it delivers this many events, then its stream errors. */
interface SubscriptionFault {
  readonly afterEvents: number;
  readonly error: Error;
}

const resolved = (record: StoredRecord): AllStreamResolvedEvent =>
  ({
    event: { ...record, isJson: true, contentType: 'application/json' },
    commitPosition: record.position.commit,
  }) as unknown as AllStreamResolvedEvent;

const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' && value !== null && 'commit' in value && 'prepare' in value;

/**
 * What `EsdbEventStore` asks of the EventStoreDB gRPC client, answered from memory the way the
 * server answers (for tests that put faults under the real adapter; no server runs on the test
 * machines). Positions are byte offsets with gaps, and the server's own `$` events are interleaved
 * with the appended ones, as a real `$all` holds them; a read from a position that is not where a
 * record begins fails, as on the server (positions are not for arithmetic). Faults are armed per call: the next append
 * fails, the next subscription drops after some events.
 */
export class EsdbClientDouble implements EsdbClient {
  private readonly log: StoredRecord[] = [];
  private readonly streams = new Map<string, StoredRecord[]>();
  private readonly live = new Set<(record: StoredRecord) => void>();
  private offset = 0n;
  private appends = 0;
  private nextAppendFault: { error: Error; afterWriting: boolean; streamPrefix: string } | null = null;
  private nextSubscriptionFault: SubscriptionFault | null = null;
  /** How many subscriptions were opened: a test sees a resubscription happen. */
  subscriptionsOpened = 0;
  disposed = false;

  /**
   * The next append (to a stream whose name starts with `streamPrefix`) fails with `error`; with
   * `afterWriting`, its events are stored first, as when the answer to a write that landed is lost.
   */
  failNextAppend(error: Error, options: { afterWriting?: boolean; streamPrefix?: string } = {}): void {
    this.nextAppendFault = {
      error,
      afterWriting: options.afterWriting ?? false,
      streamPrefix: options.streamPrefix ?? '',
    };
  }

  /** The next subscription delivers `afterEvents` events of ours, then its stream errors with `error`. */
  dropNextSubscription(afterEvents: number, error: Error): void {
    this.nextSubscriptionFault = { afterEvents, error };
  }

  private store(streamId: string, type: string, id: string, data: unknown, metadata: unknown): StoredRecord {
    const stream = this.streams.get(streamId) ?? [];
    // A commit position is where the record starts in the transaction log: records have sizes, so positions have gaps.
    this.offset += 97n + BigInt(JSON.stringify(data ?? null).length);
    const record: StoredRecord = {
      streamId,
      id,
      revision: BigInt(stream.length),
      type,
      created: new Date(),
      data,
      metadata,
      position: { commit: this.offset, prepare: this.offset },
    };
    stream.push(record);
    this.streams.set(streamId, stream);
    this.log.push(record);
    for (const listener of this.live) listener(record);
    return record;
  }

  appendToStream = ((
    streamId: string,
    events: JSONEventData | JSONEventData[],
    options?: { expectedRevision?: AppendExpectedRevision },
  ): Promise<AppendResult> => {
    const armed = this.nextAppendFault;
    const fault = armed !== null && streamId.startsWith(armed.streamPrefix) ? armed : null;
    if (fault !== null) this.nextAppendFault = null;
    const list = Array.isArray(events) ? events : [events];
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length === 0 ? NO_STREAM : BigInt(stream.length - 1);
    const expected = options?.expectedRevision ?? 'any';
    const retried = list.every((event) => stream.some((record) => record.id === event.id));
    if (fault !== null && !fault.afterWriting) return Promise.reject(fault.error);
    // The server answers a retried append (the same event ids at the same place) as it answered the first.
    if (retried && fault === null) {
      const last = stream.at(-1);
      if (last !== undefined)
        return Promise.resolve({ success: true, nextExpectedRevision: last.revision, position: last.position });
    }
    const ok =
      expected === 'any' ||
      (expected === NO_STREAM && current === NO_STREAM) ||
      (expected === 'stream_exists' && current !== NO_STREAM) ||
      (typeof expected === 'bigint' && expected === current);
    if (!ok) {
      return Promise.reject(
        new WrongExpectedVersionError(undefined, { streamName: streamId, expected, current: current }),
      );
    }
    let last: StoredRecord | null = null;
    for (const event of list) last = this.store(streamId, event.type, event.id, event.data, event.metadata);
    this.appends += 1;
    // The server writes its own statistics into $all now and then.
    if (this.appends % 3 === 0) this.store('$stats-127.0.0.1:2113', '$statsCollected', crypto.randomUUID(), {}, {});
    if (fault !== null) return Promise.reject(fault.error);
    if (last === null) return Promise.reject(new Error('an append needs events'));
    return Promise.resolve({ success: true, nextExpectedRevision: last.revision, position: last.position });
  }) as unknown as EventStoreDBClient['appendToStream'];

  readStream = ((streamId: string, options?: ReadStreamOptions) => {
    const stream = this.streams.get(streamId);
    const from = typeof options?.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const max = options?.maxCount === undefined ? Infinity : Number(options.maxCount);
    return Readable.from(
      (async function* () {
        await Promise.resolve();
        if (stream === undefined) throw new StreamNotFoundError(undefined, streamId);
        yield* stream
          .filter((record) => record.revision >= from)
          .slice(0, max)
          .map(resolved);
      })(),
    );
  }) as unknown as EventStoreDBClient['readStream'];

  readAll = ((options?: ReadAllOptions) => {
    const backwards = options?.direction === BACKWARDS;
    const from = options?.fromPosition ?? (backwards ? END : START);
    const max = options?.maxCount === undefined ? Infinity : Number(options.maxCount);
    const log = this.log;
    return Readable.from(
      (async function* () {
        await Promise.resolve();
        let records: StoredRecord[];
        if (isPosition(from) && !log.some((record) => record.position.commit === from.commit))
          throw new Error(`the position ${from.commit} is not where a record of the transaction log begins`);
        if (backwards) {
          records = [...log].reverse();
          if (isPosition(from)) records = records.filter((record) => record.position.commit < from.commit);
        } else {
          records = isPosition(from) ? log.filter((record) => record.position.commit >= from.commit) : [...log];
        }
        yield* records.slice(0, max).map(resolved);
      })(),
    );
  }) as unknown as EventStoreDBClient['readAll'];

  subscribeToAll = ((options?: SubscribeToAllOptions) => {
    this.subscriptionsOpened += 1;
    const fault = this.nextSubscriptionFault;
    this.nextSubscriptionFault = null;
    const from = options?.fromPosition ?? START;
    const filter = options?.filter;
    let delivered = 0;
    const source = new Readable({ objectMode: true, read: () => undefined }) as Readable & {
      unsubscribe(): Promise<void>;
    };
    const push = (record: StoredRecord): void => {
      if (source.destroyed) return;
      // The server excludes what the filter does (here: its own `$` events).
      if (filter !== undefined && record.type.startsWith('$')) return;
      source.push(resolved(record));
      delivered += 1;
      if (fault !== null && delivered >= fault.afterEvents) {
        this.live.delete(listener);
        source.destroy(fault.error);
      }
    };
    const listener = (record: StoredRecord): void => {
      setImmediate(() => {
        push(record);
      });
    };
    source.unsubscribe = () => {
      this.live.delete(listener);
      source.destroy();
      return Promise.resolve();
    };
    setImmediate(() => {
      if (isPosition(from) && !this.log.some((record) => record.position.commit === from.commit)) {
        source.destroy(new Error(`the position ${from.commit} is not where a record of the transaction log begins`));
        return;
      }
      // From a position, the subscription starts after it; catch-up first, then what is appended meanwhile.
      const backlog = isPosition(from)
        ? this.log.filter((record) => record.position.commit > from.commit)
        : from === END
          ? []
          : [...this.log];
      this.live.add(listener);
      for (const record of backlog) push(record);
      const last = this.log.at(-1);
      if (!source.destroyed && last !== undefined && filter?.checkpointReached !== undefined) {
        void filter.checkpointReached(source, last.position);
      }
    });
    return source;
  }) as unknown as EventStoreDBClient['subscribeToAll'];

  dispose = (): Promise<void> => {
    this.disposed = true;
    this.live.clear();
    return Promise.resolve();
  };
}
