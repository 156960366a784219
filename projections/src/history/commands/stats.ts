import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ENGAGEMENT_EVENT_TYPES } from '@creators/contracts';
import type { ItemWindow, PastTallies } from '../../engagement/engagement-ledger.js';
import { EVENT_STATS, eventStatsProjector, type EventTypeDay } from '../../event-stats/event-stats.projector.js';
import { PUBLIC_ENGAGEMENT, PUBLIC_ENGAGEMENT_PAST, publicItemsStage } from '../../published-items/public-items.js';
import { innerMap } from '../../runner/inner-map.js';
import { FILTER_HELP, FILTER_OPTIONS, UsageError, choice, filterFrom, parsed } from '../cli-args.js';
import { scanStoredEvents, type EventFilter } from '../event-filter.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';
import { fmt, table } from '../output.js';
import { statsHtml, statsSvg, type EventCounts } from '../stats-chart.js';
import { forAnalysts } from '../history-command.js';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const SOURCES = ['auto', 'log', 'read-model'] as const;
export type StatsSource = (typeof SOURCES)[number];

/** The period a UTC day belongs to: the day, the Monday of its ISO week, or its month. */
export function periodOf(day: string, by: Period): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The period after `period`. */
function nextPeriod(period: string, by: Period): string {
  if (by === 'month') {
    const [year, month] = period.split('-').map(Number);
    const next = new Date(Date.UTC(year ?? 1970, month ?? 1, 1));
    return next.toISOString().slice(0, 7);
  }
  const step = by === 'week' ? 7 : 1;
  return new Date(Date.parse(`${period}T00:00:00.000Z`) + step * 86_400_000).toISOString().slice(0, 10);
}

class CountTable implements EventCounts {
  private readonly cells = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();

  constructor(private readonly by: Period) {}

  add(period: string, type: string, n: number): void {
    const row = innerMap(this.cells, period);
    row.set(type, (row.get(type) ?? 0) + n);
    this.totals.set(type, (this.totals.get(type) ?? 0) + n);
  }

  /** Every period from the first to the last with events, the quiet ones included (a chart's time axis). */
  get periods(): string[] {
    const seen = [...this.cells.keys()].sort();
    const [first] = seen;
    const last = seen.at(-1);
    if (first === undefined || last === undefined) return [];
    const all = [first];
    for (let p = first; p < last;) {
      p = nextPeriod(p, this.by);
      all.push(p);
    }
    return all;
  }

  get types(): string[] {
    return [...this.totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([type]) => type);
  }

  count(period: string, type: string): number {
    return this.cells.get(period)?.get(type) ?? 0;
  }

  total(type: string): number {
    return this.totals.get(type) ?? 0;
  }
}

const dayAligned = (filter: EventFilter): boolean =>
  (filter.from === null || filter.from.endsWith('T00:00:00.000Z')) &&
  (filter.to === null || filter.to.endsWith('T23:59:59.999Z'));

/**
 * The `event-stats` read model holds counts per type and UTC day, and the items' engagement windows
 * those of views, previews and likes: they answer when the question is in whole days by type only,
 * and both have caught up with the log.
 */
async function readModelAnswers(
  context: Pick<HistoryContext, 'events' | 'documents'>,
  filter: EventFilter,
): Promise<boolean> {
  if (filter.stream !== null || filter.streamPrefix !== null) return false;
  if (filter.fromPosition !== null || filter.toPosition !== null || !dayAligned(filter)) return false;
  const head = await context.events.headPosition();
  const [counted, tallied] = await Promise.all([
    context.documents.getCheckpoint(eventStatsProjector.name),
    context.documents.getCheckpoint(publicItemsStage.name),
  ]);
  return counted === head && tallied === head;
}

async function fromReadModel(
  context: Pick<HistoryContext, 'documents'>,
  filter: EventFilter,
  by: Period,
  counts: CountTable,
): Promise<void> {
  const day: { gte?: string; lte?: string } = {};
  if (filter.from !== null) day.gte = filter.from.slice(0, 10);
  if (filter.to !== null) day.lte = filter.to.slice(0, 10);
  let cursor: string | null = null;
  do {
    const page: { items: EventTypeDay[]; nextCursor: string | null } = await context.documents.find(EVENT_STATS, {
      filter: {
        ...(Object.keys(day).length > 0 ? { day } : {}),
        ...(filter.types === null ? {} : { type: { in: filter.types } }),
      },
      sort: [{ field: 'day', direction: 'asc' }],
      limit: 1000,
      cursor,
    });
    for (const doc of page.items) counts.add(periodOf(doc.day, by), doc.type, doc.count);
    cursor = page.nextCursor;
  } while (cursor !== null);
  await fromWindows(context, filter, by, counts);
}

/** Views, previews and likes per day: every item's engagement tallies, in its window and of its past days. */
async function fromWindows(
  context: Pick<HistoryContext, 'documents'>,
  filter: EventFilter,
  by: Period,
  counts: CountTable,
): Promise<void> {
  const types = ENGAGEMENT_EVENT_TYPES.filter((type) => filter.types === null || filter.types.includes(type));
  if (types.length === 0) return;
  const from = filter.from?.slice(0, 10) ?? null;
  const to = filter.to?.slice(0, 10) ?? null;
  // A day's counts may be in both (an event that came late): each adds its own.
  for (const collection of [PUBLIC_ENGAGEMENT, PUBLIC_ENGAGEMENT_PAST]) {
    let cursor: string | null = null;
    do {
      const page: { items: (ItemWindow | PastTallies)[]; nextCursor: string | null } = await context.documents.find<
        ItemWindow | PastTallies
      >(collection, { limit: 1000, cursor });
      for (const doc of page.items) {
        for (const [day, tally] of Object.entries(doc.tallies)) {
          if ((from !== null && day < from) || (to !== null && day > to)) continue;
          for (const type of types) {
            const n = tally[type];
            if (n !== undefined) counts.add(periodOf(day, by), type, n);
          }
        }
      }
      cursor = page.nextCursor;
    } while (cursor !== null);
  }
}

async function fromLog(
  context: Pick<HistoryContext, 'events'>,
  filter: EventFilter,
  by: Period,
  counts: CountTable,
): Promise<void> {
  for await (const batch of scanStoredEvents(context.events, filter, { batchSize: 5000 }))
    for (const event of batch.events) counts.add(periodOf(event.occurredAt.slice(0, 10), by), event.type, 1);
}

/** Counts of the matching events per period and type, from the read model or the log. */
export async function eventCounts(
  context: Pick<HistoryContext, 'events' | 'documents'>,
  filter: EventFilter,
  by: Period,
  source: StatsSource = 'auto',
): Promise<{ counts: CountTable; source: 'log' | 'read-model' }> {
  const counts = new CountTable(by);
  const useModel = source === 'read-model' || (source === 'auto' && (await readModelAnswers(context, filter)));
  if (source === 'read-model' && !(await readModelAnswers(context, filter)))
    throw new UsageError(
      '--source read-model answers whole days by type only (no stream or position filters), once event-stats has caught up',
    );
  if (useModel) await fromReadModel(context, filter, by, counts);
  else await fromLog(context, filter, by, counts);
  return { counts, source: useModel ? 'read-model' : 'log' };
}

const OPTIONS = {
  ...FILTER_OPTIONS,
  by: { type: 'string' },
  chart: { type: 'string' },
  source: { type: 'string' },
  csv: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HEADINGS: Record<Period, string> = { day: 'day', week: 'week of', month: 'month' };

export const statsCommand: HistoryCommand = {
  name: 'stats',
  summary: 'events per type per day (or week, month), as a table and an SVG or HTML chart',
  help: `Usage: npm run history -- stats [--from TIME] [--to TIME] [--by day|week|month] [--chart FILE] [filters]

Counts the matching events per type and per UTC day (or ISO week, named by its Monday, or month),
prints them as a table (one row per period and type, then a total per type), and with --chart
writes a stacked bar chart to FILE: .svg (an image) or .html (the chart and the full table).

Options:
  --by P                 day (default), week or month
  --chart FILE           write a chart: FILE.svg or FILE.html
  --csv                  print CSV (period,type,count) instead of the table
  --source S             auto (default): the event-stats read model when it can answer (whole
                         days, type filters only, caught up), else a scan of the log; or log,
                         or read-model

${FILTER_HELP}

Examples:
  npm run history -- stats --from 2026-03-01 --to 2026-03-31 --chart march.html
  npm run history -- stats --type TemplatePublished --by week          # templates published per week`,

  async run(args, given) {
    const context = forAnalysts(given);
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    const filter = filterFrom(values);
    const by = choice(values.by, '--by', PERIODS, 'day');
    const source = choice(values.source, '--source', SOURCES, 'auto');
    const chart = values.chart;
    if (chart !== undefined && !/\.(svg|html?)$/i.test(chart))
      throw new UsageError('--chart FILE must end in .svg or .html');

    const { counts, source: used } = await eventCounts(context, filter, by, source);
    const { periods, types } = counts;
    if (values.csv === true) {
      context.out.write('period,type,count\n');
      for (const period of periods)
        for (const type of types) {
          const n = counts.count(period, type);
          if (n > 0) context.out.write(`${period},${type},${n}\n`);
        }
    } else {
      const rows = periods.flatMap((period) =>
        types
          .filter((type) => counts.count(period, type) > 0)
          .map((type) => [period, type, fmt(counts.count(period, type))]),
      );
      const totals = types.map((type) => ['total', type, fmt(counts.total(type))]);
      context.out.write(table([HEADINGS[by], 'type', 'events'], [...rows, ...totals], [2]));
    }
    context.err.write(
      `${fmt(types.reduce((sum, type) => sum + counts.total(type), 0))} events in ${periods.length} ${by}s (from the ${used === 'log' ? 'log' : 'event-stats read model'})\n`,
    );
    if (chart !== undefined) {
      const span = periods.length === 0 ? 'no events' : `${periods[0] ?? ''} to ${periods.at(-1) ?? ''}`;
      const title = `Events per type per ${by}, ${span}`;
      await writeFile(chart, /\.svg$/i.test(chart) ? statsSvg(counts, title) : statsHtml(counts, title));
      context.err.write(`chart written to ${chart}\n`);
    }
  },
};
