import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openStores } from '@creators/storage';
import { CommandFailed } from './cli-args.js';
import { runHistory } from './run-history.js';

/** `npm run history -- <command>`: the analysts' tool, on the store the environment configures. */
const setting = (name: string): string | null => process.env[name]?.trim() || null;

const status = await runHistory(
  process.argv.slice(2),
  async () => {
    const dataDir = process.env.DATA_DIR ?? './data';
    const eventStoreUrl = setting('EVENTSTORE_URL');
    const mongodbUrl = setting('MONGODB_URL');
    const file = join(dataDir, 'creators.db');
    // Opening a missing file would create an empty store and answer every question with nothing.
    if ((eventStoreUrl === null || mongodbUrl === null) && !existsSync(file))
      throw new CommandFailed(`no database at ${file}: run from the repository root, or set DATA_DIR (see --help)`);
    const stores = await openStores({ dataDir, eventStoreUrl, mongodbUrl });
    return {
      events: stores.events,
      documents: stores.documents,
      out: process.stdout,
      err: process.stderr,
      now: () => new Date(),
      close: async () => {
        await stores.events.close();
        await stores.documents.close();
      },
    };
  },
  { out: process.stdout, err: process.stderr },
);
process.exitCode = status;
