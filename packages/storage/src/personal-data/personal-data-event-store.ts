import type { NewEvent, RecordedEvent } from '@creators/contracts';
import { personalFieldsOf } from '@creators/contracts';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  StoredEventJson,
  SubscribeOptions,
  Subscription,
} from '../event-store.js';
import { openEvent, sealedSubjects, sealEvent } from './personal-fields.js';
import type { PersonalKeys } from './personal-keys.js';

/** The one event whose passing through tells a process that a person's key is gone. */
const ERASED = 'AccountErased';

/**
 * The event store every reader and writer of the product goes through: appends seal personal
 * values (the personal-data map in contracts says which) with their subject's key, and every read
 * (streams, the whole log, subscriptions, the export's JSON) opens them again, so projectors, the
 * gateway and the history tools see plain events, or erased markers once the key is gone. Upcasting
 * comes after, on events already opened.
 */
export class PersonalDataEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    readonly keys: PersonalKeys,
  ) {}

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => sealEvent(event, this.keys)));
    return this.inner.append(streamId, sealed, expected);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.opened(await this.inner.readStream(streamId));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.opened(await this.inner.readAll(options));
  }

  async readAllJson(options: ReadAllOptions): Promise<StoredEventJson[]> {
    const stored = await this.inner.readAllJson(options);
    // Only events of types with personal values (or an erasure) are parsed; the rest stay the text they were.
    const personal = stored.filter((event) => personalFieldsOf(event.type) !== undefined || event.type === ERASED);
    if (personal.length === 0) return stored;
    const parsed = new Map(
      personal.map((event) => [event, { type: event.type, data: JSON.parse(event.data) as unknown }] as const),
    );
    this.noticeErasures([...parsed.values()]);
    const keys = await this.keys.load(sealedSubjects([...parsed.values()]));
    return stored.map((event) => {
      const read = parsed.get(event);
      if (read === undefined) return event;
      const opened = openEvent(read, keys);
      return opened === read ? event : { ...event, data: JSON.stringify(opened.data) };
    });
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return this.inner.subscribeToAll({
      ...options,
      onBatch: async (batch) => options.onBatch({ ...batch, events: await this.opened(batch.events) }),
    });
  }

  headPosition(): Promise<number | null> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async opened(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = sealedSubjects(events);
    this.noticeErasures(events);
    if (subjects.size === 0) return [...events];
    const keys = await this.keys.load(subjects);
    return events.map((event) => openEvent(event, keys));
  }

  // A person erased by another process: their key, if this one still holds it, is dropped.
  private noticeErasures(events: readonly { readonly type: string; readonly data: unknown }[]): void {
    for (const event of events)
      if (event.type === ERASED) {
        const { creatorId } = event.data as { readonly creatorId?: unknown };
        if (typeof creatorId === 'string') this.keys.forget(creatorId);
      }
  }
}
