import { parseArgs } from 'node:util';
import { upcastEvent } from '@creators/contracts';
import { ALL_PROJECTORS } from '../../all-projectors.js';
import { REPLAY_BATCH_SIZE } from '../../runner/projection-pass.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { UsageError, intOption, parsed } from '../cli-args.js';
import type { HistoryCommand } from '../history-command.js';
import { duration, fmt } from '../output.js';
import { ProgressBar } from '../progress-bar.js';

const OPTIONS = {
  'batch-size': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const rebuildCommand: HistoryCommand = {
  name: 'rebuild',
  summary: 'rebuild live read models without downtime (built aside, swapped in when caught up)',
  help: `Usage: npm run history -- rebuild [PROJECTION ...] [--batch-size N]

Rebuilds the named read models (all when none is named) from the whole log, one after another.
Each is built aside (collections <name>_rebuild) while the live one keeps serving, caught up
with the head, then swapped in at once: readers see the old model or the new one, never a mix.
A running gateway or projector notices the swap at its next batch and follows on from the
rebuilt model's checkpoint; the rebuild itself then brings the models up to the head, so one
waiting for its next event does not keep serving them behind the log. Shows a progress bar,
throughput and time left on stderr.

Options:
  --batch-size N         events per batch (default ${REPLAY_BATCH_SIZE})

Read models: ${ALL_PROJECTORS.map((p) => p.name).join(', ')}

Example:
  npm run history -- rebuild public-items search`,

  async run(args, context) {
    const { values, positionals } = parsed(() =>
      parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: true }),
    );
    const known = ALL_PROJECTORS.map((p) => p.name);
    const unknown = positionals.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new UsageError(`no read model named ${unknown.join(', ')}; there are ${known.join(', ')}`);
    const names = positionals.length === 0 ? known : [...new Set(positionals)];
    const batchSize = intOption(values['batch-size'], '--batch-size', REPLAY_BATCH_SIZE, 1, 100_000);
    const runner = new ProjectionRunner(context.events, context.documents, ALL_PROJECTORS, {
      batchSize,
      rebuildBatchSize: batchSize,
      upcast: upcastEvent,
    });
    // Every model named is rebuilt in one pass over the log.
    const label = names.join(', ');
    const head = (await context.events.headPosition()) ?? 0;
    const bar = new ProgressBar(context.err, label, head);
    let events = 0;
    const started = performance.now();
    await runner.rebuild(names, {
      follow: false,
      onProgress: (p) => {
        events = p.events;
        bar.update(p.position, p.events);
      },
    });
    bar.finish();
    const ms = performance.now() - started;
    context.out.write(
      `rebuilt ${label}: ${fmt(events)} events in ${duration(ms)} (${fmt(events / Math.max(ms / 1000, 0.001))} events/s)\n`,
    );
  },
};
