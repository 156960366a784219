import type { NewEvent, RecordedEvent } from '@creators/contracts';

/**
 * What the writer expects the stream to look like. `any` skips the check; use it only where a
 * caller truly does not care (an append-only log with a single writer).
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** The revision of the stream's last event after the append. */
  readonly nextExpectedRevision: number;
  /** The global position of the append's last event. */
  readonly position: number;
}

/**
 * Positions are opaque: strictly increasing, but with gaps on EventStoreDB (byte offsets), so a
 * bound is always a position the store itself returned, never one worked out from another.
 */
export interface ReadAllOptions {
  /** Lower bound: read events whose position is greater than this. `null` reads from the start. */
  readonly after: number | null;
  /** The bound is inclusive: the event at `after` is read too (an analyst's `fromPosition`). */
  readonly inclusive?: boolean;
  readonly limit: number;
}

/**
 * An event as stored, its `data` and `metadata` still JSON text: for tools that copy events out
 * without reading inside them (the analysts' export), which would otherwise parse and re-serialise
 * every event.
 */
export interface StoredEventJson {
  readonly position: number;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly version: number;
  /** `metadata.occurredAt`, for filtering by time without parsing the metadata. */
  readonly occurredAt: string;
  readonly data: string;
  readonly metadata: string;
}

/** A batch handed to a subscriber; `checkpoint` is where the subscriber may record it got to. */
export interface SubscriptionBatch {
  readonly events: readonly RecordedEvent[];
  readonly checkpoint: number;
}

export interface SubscribeOptions {
  readonly after: number | null;
  readonly batchSize: number;
  /** Called one batch at a time; the next batch waits for the returned promise (back-pressure). */
  readonly onBatch: (batch: SubscriptionBatch) => Promise<void>;
}

export interface Subscription {
  /** Settles when the subscription stops: resolves on `stop()`, rejects when `onBatch` or the store fails. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** `readAll` with data and metadata left as JSON text (the same events, the same order). */
  readAllJson(options: ReadAllOptions): Promise<StoredEventJson[]>;
  /** Catch up from `after`, then follow live appends (pushed as they happen) until stopped. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The position of the log's last event, or `null` when the log is empty. */
  headPosition(): Promise<number | null>;
  close(): Promise<void>;
}

export type EventStoreErrorCode = 'wrong_expected_revision' | 'invalid_event';

/** The one error type the event store raises for a caller's mistake or a lost race. */
export class EventStoreError extends Error {
  constructor(
    readonly code: EventStoreErrorCode,
    message: string,
    readonly streamId: string,
    readonly actualRevision: number | null = null,
  ) {
    super(message);
    this.name = 'EventStoreError';
  }
}

export const conflictError = (streamId: string, expected: ExpectedRevision, actual: number | null): EventStoreError =>
  new EventStoreError(
    'wrong_expected_revision',
    `stream ${streamId}: expected revision ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)}`,
    streamId,
    actual,
  );

/** Throws the conflict error when `actual` (the stream's last revision, or null) does not satisfy `expected`. */
export function checkExpectedRevision(streamId: string, expected: ExpectedRevision, actual: number | null): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === null) ||
    (expected === 'stream_exists' && actual !== null) ||
    (typeof expected === 'number' && expected === actual);
  if (!ok) throw conflictError(streamId, expected, actual);
}
