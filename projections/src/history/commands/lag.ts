import { parseArgs } from 'node:util';
import { ALL_PROJECTORS } from '../../all-projectors.js';
import { CommandFailed, intOption, parsed } from '../cli-args.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';
import { fmt, table } from '../output.js';

export interface ProjectionLag {
  readonly projection: string;
  readonly version: number;
  /** The last position applied; null before the first. */
  readonly checkpoint: number | null;
  /** Positions between the checkpoint and the head (on EventStoreDB, commit positions: bytes, not events). */
  readonly behind: number;
  /** Where a rebuild in progress has got to, if one is. */
  readonly rebuilding: number | null;
}

/** Each read model's checkpoint against the log's head. */
export async function projectionLag(
  context: Pick<HistoryContext, 'events' | 'documents'>,
): Promise<{ head: number | null; projections: ProjectionLag[] }> {
  const head = await context.events.headPosition();
  const checkpoints = new Map((await context.documents.listCheckpoints()).map((c) => [c.projection, c.position]));
  const projections = ALL_PROJECTORS.map((projector) => {
    const checkpoint = checkpoints.get(projector.name) ?? null;
    return {
      projection: projector.name,
      version: projector.version,
      checkpoint,
      behind: Math.max(0, (head ?? 0) - (checkpoint ?? 0)),
      rebuilding: checkpoints.get(`${projector.name}#rebuild`) ?? null,
    };
  });
  return { head, projections };
}

const OPTIONS = {
  json: { type: 'boolean' },
  max: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const lagCommand: HistoryCommand = {
  name: 'lag',
  summary: "each read model's checkpoint, the log's head, and the distance between them",
  help: `Usage: npm run history -- lag [--json] [--max N]

Shows, for every read model, the last position it applied (its checkpoint), the position of the
log's last event (the head) and how far behind it is, plus any rebuild in progress.

Options:
  --json                 the figures as JSON
  --max N                exit with status 1 when any read model is more than N positions behind
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
        fmt(p.behind),
        p.rebuilding === null ? '' : `rebuilding, at ${p.rebuilding}`,
      ]);
      context.out.write(table(['read model', 'version', 'checkpoint', 'head', 'behind', ''], rows, [1, 2, 3, 4]));
    }
    const worst = Math.max(0, ...projections.map((p) => p.behind));
    if (max !== null && worst > max)
      throw new CommandFailed(`a read model is ${fmt(worst)} positions behind the head (more than ${fmt(max)})`);
  },
};
