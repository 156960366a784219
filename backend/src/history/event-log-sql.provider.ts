import { join } from 'node:path';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EventLogSql } from '@creators/projections';
import type { EventStore } from '@creators/storage';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, EVENT_STORE } from '../platform/tokens.js';

/**
 * The gateway's one SQL copy of the log, opened at the first analyst's question (a gateway no
 * analyst asks never loads it) and topped up with new events before each query. It is kept on
 * disk under DATA_DIR (DuckDB's memory capped), so it costs the gateway no memory that grows
 * with the log, and a restarted gateway appends only what came since; a second gateway on the
 * same folder loads its own copy into memory.
 */
@Injectable()
export class EventLogSqlProvider implements OnModuleDestroy {
  private opening: Promise<EventLogSql> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sql(): Promise<EventLogSql> {
    if (this.opening === null) {
      const opening = EventLogSql.open(this.events, {
        file: join(this.config.dataDir, 'history', 'sql-events-gateway.duckdb'),
      });
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
