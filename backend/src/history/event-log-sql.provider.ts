import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EventLogSql } from '@creators/projections';
import type { EventStore } from '@creators/storage';
import { EVENT_STORE } from '../platform/tokens.js';

/**
 * The gateway's one SQL copy of the log, opened at the first analyst's question (a gateway no
 * analyst asks never loads it) and topped up with new events before each query.
 */
@Injectable()
export class EventLogSqlProvider implements OnModuleDestroy {
  private opening: Promise<EventLogSql> | null = null;

  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  sql(): Promise<EventLogSql> {
    if (this.opening === null) {
      const opening = EventLogSql.open(this.events);
      // A failed load is tried again at the next question.
      opening.catch(() => {
        if (this.opening === opening) this.opening = null;
      });
      this.opening = opening;
    }
    return this.opening;
  }

  async onModuleDestroy(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    if (opening !== null) (await opening.catch(() => null))?.close();
  }
}
