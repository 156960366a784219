import type { Page } from './api.js';
import type { RecordedEvent } from './events.js';

/**
 * `GET /api/events` and `GET /api/events/streams/{stream}` (role `analyst`): stored events, raw
 * (as written, at their own schema version), in log order, personal values withheld (`(personal)`). A page may hold fewer than `limit`
 * events and still have a `nextCursor`: a sparse filter scans a bounded stretch of the log per call.
 */
export type EventPage = Page<RecordedEvent>;

/** A JSON value as a SQL answer carries it. */
export type SqlCell = null | boolean | number | string | SqlCell[] | { readonly [key: string]: SqlCell };

/**
 * `POST /api/analytics/sql` (role `analyst`): one read-only SELECT over the `events` table (one row
 * per event, upcast, personal values withheld). BIGINTs and times come as text.
 */
export interface SqlAnswer {
  readonly columns: readonly { readonly name: string; readonly type: string }[];
  readonly rows: readonly (readonly SqlCell[])[];
  /** More rows matched than `maxRows`. */
  readonly truncated: boolean;
}

export const EVENT_COUNT_PERIODS = ['day', 'week', 'month'] as const;
export type EventCountPeriod = (typeof EVENT_COUNT_PERIODS)[number];

/** `GET /api/analytics/event-counts`: events per type per period, the numbers of `history stats`. */
export interface EventCountsView {
  readonly by: EventCountPeriod;
  /** Every period from the first to the last with events (quiet ones included), oldest first. */
  readonly periods: readonly string[];
  /** Types by total, largest first. */
  readonly types: readonly string[];
  readonly counts: readonly { readonly period: string; readonly type: string; readonly count: number }[];
  readonly source: 'log' | 'read-model';
}

/** `GET /api/analytics/read-models`: each read model against the log's head. */
export interface ReadModelProgressView {
  readonly head: number | null;
  readonly models: readonly {
    readonly name: string;
    readonly version: number;
    /** Running in this gateway: its state; null when another process projects. */
    readonly state: string | null;
    readonly checkpoint: number | null;
    readonly behind: number;
    readonly atLeast: boolean;
    readonly lagSeconds: number;
    /** Where a rebuild in progress has got to. */
    readonly rebuilding: number | null;
  }[];
}
