import { ConfigurationError } from '@creators/storage';
import { CommandFailed, UsageError } from './cli-args.js';
import { eventsCommand } from './commands/events.js';
import { exportCommand } from './commands/export.js';
import { lagCommand } from './commands/lag.js';
import { rebuildCommand } from './commands/rebuild.js';
import { replayCommand } from './commands/replay.js';
import { sqlCommand } from './commands/sql.js';
import { ROLE_COMMANDS } from './commands/roles.js';
import { sealCopyCommand } from './commands/seal-copy.js';
import { statsCommand } from './commands/stats.js';
import { EventFilterError } from './event-filter.js';
import type { HistoryCommand, HistoryContext } from './history-command.js';
import type { Output } from './output.js';

export const HISTORY_COMMANDS: readonly HistoryCommand[] = [
  eventsCommand,
  exportCommand,
  statsCommand,
  sqlCommand,
  replayCommand,
  rebuildCommand,
  lagCommand,
  ...ROLE_COMMANDS,
  sealCopyCommand,
];

const width = Math.max(...HISTORY_COMMANDS.map((c) => c.name.length));

export const GENERAL_HELP = `Event history for analysts: ask the event log questions without writing code and without
disturbing the live product.

Usage: npm run history -- <command> [options]      (npm run history -- <command> --help for more)

Commands:
${HISTORY_COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

People appear by their ids: names, bios, messages and other personal values are shown as
[personal] unless --personal-data is given (only by someone allowed to see them); an erased
person's values read as erased either way.

It runs the built code (projections/dist): run \`npm run build\` first, and again after a change.
It works against the configured store, like the product itself:
  DATA_DIR       the embedded SQLite database's folder (default ./data)
  EVENTSTORE_URL an esdb:// connection string: read the log from EventStoreDB
  MONGODB_URL    a mongodb:// connection string: read models in MongoDB

Examples:
  npm run history -- events --stream-prefix template- --limit 20
  npm run history -- stats --type TemplatePublished --by week --chart published.svg
  npm run history -- replay --as-of 2026-03-01 --show listings --kind templates --sort popular
  npm run history -- export --out log.ndjson
  npm run history -- sql "SELECT type, count(*) FROM events GROUP BY type"
`;

/** An open context, and how to close it. */
export type OpenContext = () => Promise<HistoryContext & { close(): Promise<void> }>;

/**
 * Runs one command line: help needs no store; anything else opens the stores, runs, and closes
 * them. Answers the exit status: 0 done, 1 failed, 2 a usage mistake.
 */
export async function runHistory(
  argv: readonly string[],
  open: OpenContext,
  streams: { readonly out: Output; readonly err: Output },
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    streams.out.write(GENERAL_HELP);
    return 0;
  }
  const command = HISTORY_COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    streams.err.write(`no command "${name}"; the commands are ${HISTORY_COMMANDS.map((c) => c.name).join(', ')}\n`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    streams.out.write(`${command.help}\n`);
    return 0;
  }
  let context: Awaited<ReturnType<OpenContext>> | null = null;
  try {
    context = await open();
    await command.run(args, context);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof EventFilterError) {
      streams.err.write(`${name}: ${error.message}\n(npm run history -- ${name} --help shows the options)\n`);
      return 2;
    }
    // A refused setting is the same one line the gateway and the worker print.
    if (error instanceof ConfigurationError) streams.err.write(`${error.message}\n`);
    // A failed check or a missing creator is an answer; anything else is unexpected and shows its stack.
    else if (error instanceof CommandFailed) streams.err.write(`${name}: ${error.message}\n`);
    else streams.err.write(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    await context?.close();
  }
}
