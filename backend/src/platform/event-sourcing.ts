import { currentSchemaVersion, upcastEvent, type NewEvent, type RecordedEvent } from '@creators/contracts';
import { EventStoreError, type EventStore, type ExpectedRevision } from '@creators/storage';
import { eventIdFor, type CommandMetadata } from './command-metadata.js';
import { DomainError } from './domain-error.js';

/** An event as a decider produces it: its type and data; the envelope is added when it is stored. */
export interface Decided {
  readonly type: string;
  readonly data: object;
}

export interface Decider<State, Command> {
  readonly initial: State;
  readonly evolve: (state: State, event: RecordedEvent) => State;
  readonly decide: (command: Command, state: State) => readonly Decided[];
}

export interface CommandOutcome<State> {
  /** The stream's revision after the command (the next ETag). */
  readonly revision: number;
  /** The global position of the command's last event: the client's read-your-writes token. */
  readonly position: number;
  readonly state: State;
  readonly events: readonly Decided[];
}

/**
 * Schema version of each event type as written now; older versions are upcast on read. It is one
 * past the type's last upcaster (contracts' registry), so writers and readers cannot disagree.
 */
export const schemaVersion = (type: string): number => currentSchemaVersion(type);

/** A stream's events in their current shape, ready to fold. */
export const loadStream = async (store: EventStore, streamId: string): Promise<RecordedEvent[]> =>
  (await store.readStream(streamId)).map(upcastEvent);

export function toNewEvents(decided: readonly Decided[], streamId: string, metadata: CommandMetadata): NewEvent[] {
  return decided.map((event, index) => {
    const eventId = eventIdFor(metadata, streamId, index);
    return {
      type: event.type,
      version: schemaVersion(event.type),
      data: event.data,
      metadata: {
        eventId,
        occurredAt: metadata.now,
        creatorId: metadata.creatorId,
        correlationId: metadata.correlationId,
        causationId: null,
      },
    };
  });
}

/**
 * Loads a stream, folds it, decides, and appends at the revision it read: a writer who raced us
 * gets a conflict rather than a lost update. With `If-Match`, a stale revision is refused before
 * anything is decided.
 */
export async function handleCommand<State, Command>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandOutcome<State>> {
  try {
    return await decideAndAppend(store, streamId, decider, command, metadata);
  } catch (error) {
    // Without If-Match the caller did not act on a particular revision: a writer who slipped in
    // between our read and our append is not a conflict for them, so decide once more on the new state.
    const raced = error instanceof EventStoreError && error.code === 'wrong_expected_revision';
    if (!raced || metadata.expectedRevision !== null) throw error;
    return decideAndAppend(store, streamId, decider, command, metadata);
  }
}

async function decideAndAppend<State, Command>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandOutcome<State>> {
  const history = await loadStream(store, streamId);
  const last = history.at(-1);
  const revision = last?.revision ?? -1;
  if (metadata.expectedRevision !== null && metadata.expectedRevision !== revision) {
    throw new DomainError(
      'stale_revision',
      `this was changed since revision ${metadata.expectedRevision}; it is now at ${revision}`,
    );
  }
  const repeated = earlierOutcome(history, streamId, metadata);
  if (repeated !== null) {
    const upTo = history.slice(0, repeated.revision + 1);
    return { ...repeated, state: upTo.reduce(decider.evolve, decider.initial), events: [] };
  }
  const state = history.reduce(decider.evolve, decider.initial);
  const decided = decider.decide(command, state);
  if (decided.length === 0) return { revision, position: last?.position ?? 0, state, events: [] };
  const expected: ExpectedRevision = last === undefined ? 'no_stream' : last.revision;
  const newEvents = toNewEvents(decided, streamId, metadata);
  const result = await store.append(streamId, newEvents, expected);
  let next = state;
  newEvents.forEach((event, i) => {
    next = decider.evolve(next, { ...event, streamId, revision: revision + 1 + i, position: result.position });
  });
  return { revision: result.nextExpectedRevision, position: result.position, state: next, events: decided };
}

/**
 * A command retried with the same idempotency key after its events were stored (say the answer
 * was lost) is answered from those events instead of being decided again.
 */
function earlierOutcome(
  history: readonly RecordedEvent[],
  streamId: string,
  metadata: CommandMetadata,
): { revision: number; position: number } | null {
  if (metadata.idempotencyKey === null) return null;
  const start = history.findIndex((event) => event.metadata.eventId === eventIdFor(metadata, streamId, 0));
  if (start < 0) return null;
  let last = history[start];
  for (let i = 1; history[start + i]?.metadata.eventId === eventIdFor(metadata, streamId, i); i += 1)
    last = history[start + i];
  return last === undefined ? null : { revision: last.revision, position: last.position };
}
