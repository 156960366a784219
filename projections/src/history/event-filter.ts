import type { RecordedEvent } from '@creators/contracts';
import type { EventStore, StoredEventJson } from '@creators/storage';

/**
 * Which events an analyst asks for, shared by `GET /api/events` and the history CLI. Every bound
 * is inclusive; times compare with each event's `occurredAt`.
 */
export interface EventFilter {
  readonly stream: string | null;
  readonly streamPrefix: string | null;
  /** Event types, any of which matches; null matches every type. */
  readonly types: readonly string[] | null;
  readonly fromPosition: number | null;
  readonly toPosition: number | null;
  /** ISO instants (`toISOString()` form, so they compare as strings). */
  readonly from: string | null;
  readonly to: string | null;
}

/** The filter's parameters as the API names them, as given (query string or command line). */
export const FILTER_PARAMETERS = [
  'stream',
  'streamPrefix',
  'type',
  'fromPosition',
  'toPosition',
  'from',
  'to',
] as const;
export type FilterParameter = (typeof FILTER_PARAMETERS)[number];
export type RawEventFilter = Readonly<Partial<Record<FilterParameter, string>>>;

export const NO_FILTER: EventFilter = {
  stream: null,
  streamPrefix: null,
  types: null,
  fromPosition: null,
  toPosition: null,
  from: null,
  to: null,
};

export interface ParameterProblem {
  readonly field: string;
  readonly message: string;
}

/** A parameter was refused; each problem names the parameter, so the caller can point at it. */
export class EventFilterError extends Error {
  constructor(readonly problems: readonly ParameterProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
    this.name = 'EventFilterError';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const POSITION = /^\d{1,15}$/;
const MAX_TYPES = 50;

/**
 * An ISO date or date-time as an instant. A date alone means the start of that UTC day for a lower
 * bound and its end for an upper one, so `--from 2026-03-01 --to 2026-03-31` is all of March. A
 * time without a zone is UTC.
 */
export function parseInstant(value: string, bound: 'start' | 'end'): string | null {
  const text = value.trim();
  if (DATE.test(text)) {
    const start = new Date(`${text}T00:00:00.000Z`);
    // Date accepts 2026-02-30 as 2 March; a calendar date must survive the round trip.
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== text) return null;
    return bound === 'start' ? start.toISOString() : `${text}T23:59:59.999Z`;
  }
  if (!DATE_TIME.test(text)) return null;
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const time = new Date(zoned);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export const parsePosition = (value: string): number | null => (POSITION.test(value.trim()) ? Number(value) : null);

/** Checks every parameter and answers the filter, or throws one error naming each refused parameter. */
export function parseEventFilter(raw: RawEventFilter): EventFilter {
  const problems: ParameterProblem[] = [];
  const given = (name: FilterParameter): string | null => {
    const value = raw[name];
    return value === undefined || value.trim() === '' ? null : value.trim();
  };
  const text = (name: 'stream' | 'streamPrefix'): string | null => {
    const value = given(name);
    if (value !== null && value.length > 200) problems.push({ field: name, message: 'must be at most 200 characters' });
    return value;
  };
  const position = (name: 'fromPosition' | 'toPosition'): number | null => {
    const value = given(name);
    if (value === null) return null;
    const parsed = parsePosition(value);
    if (parsed === null) problems.push({ field: name, message: 'must be a position: a whole number such as 42' });
    return parsed;
  };
  const instant = (name: 'from' | 'to'): string | null => {
    const value = given(name);
    if (value === null) return null;
    const parsed = parseInstant(value, name === 'from' ? 'start' : 'end');
    if (parsed === null)
      problems.push({ field: name, message: 'must be an ISO date or time, such as 2026-03-01 or 2026-03-01T09:30Z' });
    return parsed;
  };

  const stream = text('stream');
  const streamPrefix = text('streamPrefix');
  if (stream !== null && streamPrefix !== null)
    problems.push({ field: 'streamPrefix', message: 'give either stream or streamPrefix, not both' });
  const typeList = given('type');
  const types = typeList === null ? null : [...new Set(typeList.split(',').map((t) => t.trim()))];
  if (types !== null) {
    const bad = types.find((t) => !EVENT_TYPE.test(t));
    if (bad !== undefined)
      problems.push({
        field: 'type',
        message: `"${bad}" is not an event type name (comma-separated names, such as TemplatePublished)`,
      });
    else if (types.length > MAX_TYPES) problems.push({ field: 'type', message: `at most ${MAX_TYPES} types` });
  }
  const fromPosition = position('fromPosition');
  const toPosition = position('toPosition');
  if (fromPosition !== null && toPosition !== null && toPosition < fromPosition)
    problems.push({ field: 'toPosition', message: 'must not be before fromPosition' });
  const from = instant('from');
  const to = instant('to');
  if (from !== null && to !== null && to < from) problems.push({ field: 'to', message: 'must not be before from' });

  if (problems.length > 0) throw new EventFilterError(problems);
  return { stream, streamPrefix, types, fromPosition, toPosition, from, to };
}

/** What a filter looks at: an event's place and type, and when it happened. */
interface EventHeader {
  readonly streamId: string;
  readonly type: string;
  readonly position: number;
}

function matches(filter: EventFilter, event: EventHeader, occurredAt: string): boolean {
  if (filter.stream !== null && event.streamId !== filter.stream) return false;
  if (filter.streamPrefix !== null && !event.streamId.startsWith(filter.streamPrefix)) return false;
  if (filter.types !== null && !filter.types.includes(event.type)) return false;
  if (filter.fromPosition !== null && event.position < filter.fromPosition) return false;
  if (filter.toPosition !== null && event.position > filter.toPosition) return false;
  if (filter.from !== null && occurredAt < filter.from) return false;
  if (filter.to !== null && occurredAt > filter.to) return false;
  return true;
}

export const matchesEvent = (filter: EventFilter, event: RecordedEvent): boolean =>
  matches(filter, event, event.metadata.occurredAt);

export const matchesStoredEvent = (filter: EventFilter, event: StoredEventJson): boolean =>
  matches(filter, event, event.occurredAt);

export interface ScannedBatch<E> {
  /** The batch's matching events. */
  readonly events: E[];
  /** How many events were read for it, matching or not. */
  readonly read: number;
  /** The position of the last event read. */
  readonly scanned: number;
}

export interface ScanOptions {
  /** Events read from the store at a time. */
  readonly batchSize?: number;
  /** Start after this position (exclusive), e.g. where an earlier page stopped. */
  readonly after?: number | null;
}

/** How one kind of scan reads the store and tests an event. */
interface LogReader<E extends { readonly position: number }> {
  readAll(after: number | null, limit: number, inclusive: boolean): Promise<E[]>;
  readStream(streamId: string): Promise<E[]>;
  matches(filter: EventFilter, event: E): boolean;
}

async function* scan<E extends { readonly position: number }>(
  reader: LogReader<E>,
  filter: EventFilter,
  options: ScanOptions,
): AsyncGenerator<ScannedBatch<E>> {
  const after = options.after ?? null;
  if (filter.stream !== null) {
    // One stream is read whole: streams are short (an item's or a creator's life).
    const events = (await reader.readStream(filter.stream)).filter(
      (event) => (after === null || event.position > after) && reader.matches(filter, event),
    );
    const last = events.at(-1);
    if (last !== undefined) yield { events, read: events.length, scanned: last.position };
    return;
  }
  const batchSize = options.batchSize ?? 1000;
  // `fromPosition` is inclusive and `after` exclusive: whichever bound is further on starts the scan.
  // Positions are the store's own (byte offsets on EventStoreDB), so the bounds are compared, never shifted.
  const fromBound = filter.fromPosition !== null && (after === null || filter.fromPosition > after);
  let from = fromBound ? filter.fromPosition : after;
  let inclusive = fromBound;
  for (;;) {
    const batch = await reader.readAll(from, batchSize, inclusive);
    inclusive = false;
    const last = batch.at(-1);
    if (last === undefined) return;
    yield {
      events: batch.filter((event) => reader.matches(filter, event)),
      read: batch.length,
      scanned: last.position,
    };
    if (filter.toPosition !== null && last.position >= filter.toPosition) return;
    if (batch.length < batchSize) return;
    from = last.position;
  }
}

export const toStoredJson = (event: RecordedEvent): StoredEventJson => ({
  position: event.position,
  streamId: event.streamId,
  revision: event.revision,
  type: event.type,
  version: event.version,
  occurredAt: event.metadata.occurredAt,
  data: JSON.stringify(event.data),
  metadata: JSON.stringify(event.metadata),
});

/**
 * The matching events in log order, a batch at a time (batches may be empty when nothing in a
 * stretch of the log matches). Memory stays bounded by one batch however long the log is.
 */
export const scanEvents = (
  store: EventStore,
  filter: EventFilter,
  options: ScanOptions = {},
): AsyncGenerator<ScannedBatch<RecordedEvent>> =>
  scan(
    {
      readAll: (after, limit, inclusive) => store.readAll({ after, limit, inclusive }),
      readStream: (streamId) => store.readStream(streamId),
      matches: matchesEvent,
    },
    filter,
    options,
  );

/** `scanEvents` with data and metadata left as JSON text: for copying events out fast. */
export const scanStoredEvents = (
  store: EventStore,
  filter: EventFilter,
  options: ScanOptions = {},
): AsyncGenerator<ScannedBatch<StoredEventJson>> =>
  scan(
    {
      readAll: (after, limit, inclusive) => store.readAllJson({ after, limit, inclusive }),
      readStream: async (streamId) => (await store.readStream(streamId)).map(toStoredJson),
      matches: matchesStoredEvent,
    },
    filter,
    options,
  );

/** An opaque page cursor: the position the previous page's scan reached. */
export const encodeEventCursor = (position: number): string =>
  Buffer.from(JSON.stringify({ after: position })).toString('base64url');

export function decodeEventCursor(cursor: string): number {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'after' in parsed) {
      const { after } = parsed;
      if (typeof after === 'number' && Number.isSafeInteger(after) && after >= 0) return after;
    }
  } catch {
    // refused below
  }
  throw new EventFilterError([{ field: 'cursor', message: 'is not a cursor this list handed out' }]);
}

export interface EventPageOptions {
  readonly limit: number;
  readonly cursor?: string | null;
  /**
   * At most this many events are read per page: a filter that matches rarely answers fewer items
   * (perhaps none) with a cursor to read on, rather than scanning a million events in one call.
   */
  readonly scanLimit?: number;
}

/** One page of matching events in log order, and a cursor when there may be more. */
export async function readEventPage(
  store: EventStore,
  filter: EventFilter,
  { limit, cursor = null, scanLimit = 20_000 }: EventPageOptions,
): Promise<{ items: RecordedEvent[]; nextCursor: string | null }> {
  const after = cursor === null ? null : decodeEventCursor(cursor);
  const items: RecordedEvent[] = [];
  let read = 0;
  for await (const batch of scanEvents(store, filter, { after, batchSize: Math.min(1000, scanLimit) })) {
    for (const event of batch.events) {
      const last = items.at(-1);
      // A match beyond a full page proves there is a next one.
      if (items.length === limit && last !== undefined) return { items, nextCursor: encodeEventCursor(last.position) };
      items.push(event);
    }
    read += batch.read;
    if (read >= scanLimit) return { items, nextCursor: encodeEventCursor(batch.scanned) };
  }
  return { items, nextCursor: null };
}
