import { parseArgs } from 'node:util';
import { FILTER_HELP, FILTER_OPTIONS, filterFrom, intOption, parsed } from '../cli-args.js';
import { scanStoredEvents } from '../event-filter.js';
import type { HistoryCommand } from '../history-command.js';
import { fmt, table } from '../output.js';
import { ndjsonLine } from './export.js';
import { forAnalysts } from '../history-command.js';

const OPTIONS = {
  ...FILTER_OPTIONS,
  limit: { type: 'string', short: 'n' },
  all: { type: 'boolean' },
  ndjson: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const DATA_WIDTH = 90;
const clip = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export const eventsCommand: HistoryCommand = {
  name: 'events',
  summary: 'list events in log order, as a table or as NDJSON',
  help: `Usage: npm run history -- events [filters] [--limit N | --all] [--ndjson]

Lists the matching events in log order: position, time, stream, type, schema version and data (as
stored). When more match than shown, the last line says how to read on.

Options:
  -n, --limit N          show at most N events (default 50)
  --all                  show every matching event
  --ndjson               one JSON event per line (the export format) instead of a table

${FILTER_HELP}

Examples:
  npm run history -- events --stream-prefix template- --type TemplatePublished --limit 20
  npm run history -- events --from 2026-03-01T09:00 --to 2026-03-01T10:00 --ndjson | jq .type`,

  async run(args, given) {
    const context = forAnalysts(given);
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    const filter = filterFrom(values);
    const limit = values.all === true ? Number.POSITIVE_INFINITY : intOption(values.limit, '--limit', 50);
    const rows: string[][] = [];
    let shown = 0;
    let more: number | null = null;
    scan: for await (const batch of scanStoredEvents(context.events, filter, { batchSize: 1000 })) {
      for (const event of batch.events) {
        if (shown === limit) {
          more = event.position;
          break scan;
        }
        shown += 1;
        if (values.ndjson === true) context.out.write(ndjsonLine(event));
        else
          rows.push([
            String(event.position),
            event.occurredAt,
            clip(event.streamId, 60),
            event.type,
            String(event.version),
            clip(event.data, DATA_WIDTH),
          ]);
      }
    }
    if (values.ndjson !== true) {
      context.out.write(table(['position', 'time', 'stream', 'type', 'v', 'data'], rows, [0, 4]));
      context.out.write(`${fmt(shown)} event${shown === 1 ? '' : 's'}\n`);
    }
    if (more !== null)
      context.err.write(`more events match: add --from-position ${more} to read on (or --all, or a larger --limit)\n`);
  },
};
