import { parseArgs } from 'node:util';
import { ALL_PROJECTORS } from '../../all-projectors.js';
import { CommandFailed, intOption, parsed } from '../cli-args.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';
import { fmt, table } from '../output.js';
import { LAG_COUNT_LIMIT, measureLag, NO_LAG, type Lag } from '../../runner/lag.js';

export interface ProjectionLag extends Lag {
  readonly projection: string;
  readonly version: number;
  /** The last position applied; null before the first. */
  readonly checkpoint: number | null;
  /** Where a rebuild in progress has got to, if one is. */
  readonly rebuilding: number | null;
}

/** Each read model's checkpoint against the log's head. */
export async function projectionLag(
  context: Pick<HistoryContext, 'events' | 'documents'>,
): Promise<{ head: number | null; projections: ProjectionLag[] }> {
  const head = await context.events.headPosition();
  const checkpoints = new Map((await context.documents.listCheckpoints()).map((c) => [c.projection, c.position]));
  const at = ALL_PROJECTORS.map((projector) => checkpoints.get(projector.name) ?? null);
  const lags = await measureLag(context.events, at);
  const projections = ALL_PROJECTORS.map((projector, i) => ({
    projection: projector.name,
    version: projector.version,
    checkpoint: at[i] ?? null,
    ...(lags[i] ?? NO_LAG),
    rebuilding: checkpoints.get(`${projector.name}#rebuild`) ?? null,
  }));
  return { head, projections };
}

const OPTIONS = {
  json: { type: 'boolean' },
  max: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const lagCommand: HistoryCommand = {
  name: 'lag',
  summary: "each read model's checkpoint, the log's head, and how many events and seconds behind it is",
  help: `Usage: npm run history -- lag [--json] [--max N]

Shows, for every read model, the last position it applied (its checkpoint), the position of the
log's last event (the head), how many events it has still to apply (counted up to ${fmt(LAG_COUNT_LIMIT)})
and how old the oldest of them is, plus any rebuild in progress. Positions are the store's own (on
EventStoreDB, byte offsets), so the distance is counted in events, never worked out from them.

Options:
  --json                 the figures as JSON
  --max N                exit with status 1 when any read model is more than N events behind
                         (for a monitoring check)`,

  async run(args, context) {
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    const max = values.max === undefined ? null : intOption(values.max, '--max', 0, 0);
    const { head, projections } = await projectionLag(context);
    if (values.json === true) context.out.write(`${JSON.stringify({ head, projections }, null, 2)}\n`);
    else {
      const rows = projections.map((p) => [
        p.projection,
        String(p.version),
        p.checkpoint === null ? '-' : String(p.checkpoint),
        head === null ? '-' : String(head),
        `${p.atLeast ? '≥ ' : ''}${fmt(p.behind)}`,
        p.behind === 0 ? '' : `${fmt(p.lagSeconds, 1)} s`,
        p.rebuilding === null ? '' : `rebuilding, at ${p.rebuilding}`,
      ]);
      context.out.write(
        table(['read model', 'version', 'checkpoint', 'head', 'events behind', 'oldest', ''], rows, [1, 2, 3, 4, 5]),
      );
    }
    const worst = Math.max(0, ...projections.map((p) => p.behind));
    if (max !== null && worst > max)
      throw new CommandFailed(`a read model is ${fmt(worst)} events behind the head (more than ${fmt(max)})`);
  },
};
