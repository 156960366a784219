import { upcastEvent, type RecordedEvent } from '@creators/contracts';
import { EventStoreError, type EventStore, type ExpectedRevision } from '@creators/storage';
import { eventIdFor, type CommandMetadata } from './command-metadata.js';
import { commonError } from './domain-error.js';
import { toNewEvents, type DomainEvent } from './new-events.js';
import { takeClaims, type UniqueClaim } from './unique-claims.js';

/**
 * A stream's rules: `read` narrows a stored event to the context's event union (others that share
 * the stream are passed over), `evolve` folds one into the state, `decide` answers a command with
 * events of that union or refuses it.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initial: State;
  readonly read: (event: RecordedEvent) => Event | null;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}

export interface CommandOutcome<State, Event extends DomainEvent = DomainEvent> {
  /** The stream's revision after the command (the next ETag). */
  readonly revision: number;
  /** The global position of the command's last event: the client's read-your-writes token. */
  readonly position: number;
  readonly state: State;
  readonly events: readonly Event[];
}

/** A stream's events in their current shape. */
const loadStream = async (store: EventStore, streamId: string): Promise<RecordedEvent[]> =>
  (await store.readStream(streamId)).map(upcastEvent);

/** Folds the events a decider reads into its state. */
const fold = <State, Event extends DomainEvent>(
  decider: Decider<State, never, Event>,
  history: readonly RecordedEvent[],
): State =>
  history.reduce((state, stored) => {
    const event = decider.read(stored);
    return event === null ? state : decider.evolve(state, event);
  }, decider.initial);

/** A stream as it stands: its state and the revision and position of its last event (-1 and 0 when it has none). */
export interface StreamState<State> {
  readonly state: State;
  readonly revision: number;
  readonly position: number;
}

/** Every stream is read this way: its events upcast to their current shape, narrowed, and folded. */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, never, Event>,
): Promise<StreamState<State>> {
  const history = await loadStream(store, streamId);
  const last = history.at(-1);
  return { state: fold(decider, history), revision: last?.revision ?? -1, position: last?.position ?? 0 };
}

/** What else a command does besides its own stream. */
export interface CommandOptions<Event extends DomainEvent> {
  /**
   * Names the decided events must hold alone (a new slug, handle or e-mail address): taken after
   * the decision and before the append, so a refused command claims nothing and a taken name
   * appends nothing.
   */
  readonly claims?: (events: readonly Event[]) => readonly UniqueClaim[];
}

/**
 * Loads a stream, folds it, decides, and appends at the revision it read: a writer who raced us
 * gets a conflict rather than a lost update. With `If-Match`, a stale revision is refused before
 * anything is decided.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
  options: CommandOptions<Event> = {},
): Promise<CommandOutcome<State, Event>> {
  try {
    return await decideAndAppend(store, streamId, decider, command, metadata, options);
  } catch (error) {
    // Without If-Match the caller did not act on a particular revision: a writer who slipped in
    // between our read and our append is not a conflict for them, so decide once more on the new state.
    const raced = error instanceof EventStoreError && error.code === 'wrong_expected_revision';
    if (!raced || metadata.expectedRevision !== null) throw error;
    return decideAndAppend(store, streamId, decider, command, metadata, options);
  }
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
  options: CommandOptions<Event>,
): Promise<CommandOutcome<State, Event>> {
  const history = await loadStream(store, streamId);
  const last = history.at(-1);
  const revision = last?.revision ?? -1;
  if (metadata.expectedRevision !== null && metadata.expectedRevision !== revision) {
    throw commonError(
      'stale_revision',
      `this was changed since revision ${metadata.expectedRevision}; it is now at ${revision}`,
    );
  }
  const repeated = earlierOutcome(history, streamId, metadata);
  if (repeated !== null) {
    const upTo = history.slice(0, repeated.revision + 1);
    return { ...repeated, state: fold(decider, upTo), events: [] };
  }
  const state = fold(decider, history);
  const decided = decider.decide(command, state);
  if (decided.length === 0) return { revision, position: last?.position ?? 0, state, events: [] };
  await takeClaims(store, options.claims?.(decided) ?? [], metadata);
  const expected: ExpectedRevision = last === undefined ? 'no_stream' : last.revision;
  const newEvents = toNewEvents(decided, streamId, metadata);
  const result = await store.append(streamId, newEvents, expected);
  const next = decided.reduce(decider.evolve, state);
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
