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
import { hidePersonal } from './personal-fields.js';

/**
 * The log as analysts see it by default: people by their ids only, every personal value (the
 * personal-data map says which) hidden, whether the store under it opened it or not. Only someone
 * with the `personal-data` role reads the log without it.
 */
export class PseudonymousEventStore implements EventStore {
  constructor(private readonly inner: EventStore) {}

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(streamId)).map(hidePersonal);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(options)).map(hidePersonal);
  }

  async readAllJson(options: ReadAllOptions): Promise<StoredEventJson[]> {
    return (await this.inner.readAllJson(options)).map((event) => {
      if (personalFieldsOf(event.type) === undefined) return event;
      const hidden = hidePersonal({ type: event.type, data: JSON.parse(event.data) as unknown });
      return { ...event, data: JSON.stringify(hidden.data) };
    });
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return this.inner.subscribeToAll({
      ...options,
      onBatch: (batch) => options.onBatch({ ...batch, events: batch.events.map(hidePersonal) }),
    });
  }

  headPosition(): Promise<number | null> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
