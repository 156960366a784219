import { parseArgs } from 'node:util';
import type { NewEvent, RecordedEvent } from '@creators/contracts';
import { CommandFailed, parsed, UsageError } from '../cli-args.js';
import type { HistoryCommand } from '../history-command.js';
import { fmt } from '../output.js';

const OPTIONS = {
  'to-eventstore': { type: 'string' },
  'to-data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const PAGE = 2_000;

const asNew = ({ type, version, data, metadata }: RecordedEvent): NewEvent => ({ type, version, data, metadata });

/**
 * Copies the whole log, in order, into an empty one: each stream keeps its id and revisions and
 * each event its id, type, version and metadata, while its personal values are sealed on the way
 * (and an erased person's written as erased). For EventStoreDB, whose events are never changed
 * in place: the copy is the log to keep, the old database (and its backups) are what to destroy.
 */
export const sealCopyCommand: HistoryCommand = {
  name: 'seal-copy',
  summary: 'copy the log into an empty event store with every personal value sealed (EventStoreDB)',
  help: `Usage: npm run history -- seal-copy --to-eventstore esdb://... | --to-data-dir DIR

Copies every event of the configured log, in order, into an empty event store: the same streams,
revisions, event ids, types, versions and metadata, each personal value sealed with its person's
key (the personal-data keys of the configured document store), an erased person's written as
erased. EventStoreDB never changes an event in place, so a log written before sealing existed is
made safe this way; the embedded SQLite log is sealed in place by the gateway at start instead.
Positions are the new store's own: rebuild the read models on it (npm run history -- rebuild).
Run it with the product stopped; see the README (Personal data) for the whole procedure.

Options:
  --to-eventstore URL    the new EventStoreDB (an esdb:// connection string), empty
  --to-data-dir DIR      or an embedded log: the SQLite file creators.db in DIR, empty`,

  async run(args, context) {
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    const eventStoreUrl = values['to-eventstore'] ?? null;
    const dataDir = values['to-data-dir'] ?? null;
    if ((eventStoreUrl === null) === (dataDir === null))
      throw new UsageError('say where to copy to: --to-eventstore URL or --to-data-dir DIR (one of them)');
    if (context.openLog === undefined) throw new CommandFailed('this tool cannot open another event store');
    const target = await context.openLog({ eventStoreUrl, dataDir: dataDir ?? '' });
    try {
      if ((await target.headPosition()) !== null)
        throw new CommandFailed('the target already holds events: copy into an empty event store');
      const head = await context.events.headPosition();
      let copied = 0;
      for (let after: number | null = null; ;) {
        const page = await context.events.readAll({ after, limit: PAGE });
        const last = page.at(-1);
        if (last === undefined) break;
        after = last.position;
        // Consecutive events of one stream go in one append, at the revision before the first.
        for (let start = 0; start < page.length;) {
          const first = page[start];
          if (first === undefined) break;
          let end = start + 1;
          while (page[end]?.streamId === first.streamId) end += 1;
          await target.append(
            first.streamId,
            page.slice(start, end).map(asNew),
            first.revision === 0 ? 'no_stream' : first.revision - 1,
          );
          copied += end - start;
          start = end;
        }
        context.err.write(`\rcopied ${fmt(copied)} events (to position ${String(after)} of ${String(head)})`);
      }
      context.err.write(`\ncopied ${fmt(copied)} events, personal values sealed\n`);
    } finally {
      await target.close();
    }
  },
};
