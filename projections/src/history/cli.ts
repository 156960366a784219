import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  openEventLog,
  openStores,
  PersonalDataEventStore,
  PseudonymousEventStore,
  readConfiguration,
} from '@creators/storage';
import { CommandFailed } from './cli-args.js';
import { runHistory } from './run-history.js';

/** `npm run history -- <command>`: the analysts' tool, on the store the environment configures. */
// People's personal values are shown only when asked for, by an operator who may see them.
const PERSONAL_DATA_FLAG = '--personal-data';
const personalData = process.argv.includes(PERSONAL_DATA_FLAG);
const status = await runHistory(
  process.argv.slice(2).filter((arg) => arg !== PERSONAL_DATA_FLAG),
  async () => {
    // Read here, not at the top: help needs no store, so a bad setting does not stand in its way.
    const { dataDir, eventStoreUrl, mongodbUrl, appSecret } = readConfiguration();
    const settings = { dataDir, eventStoreUrl, mongodbUrl, appSecret };
    const file = join(dataDir, 'creators.db');
    // Opening a missing file would create an empty store and answer every question with nothing.
    if ((eventStoreUrl === null || mongodbUrl === null) && !existsSync(file))
      throw new CommandFailed(`no database at ${file}: run from the repository root, or set DATA_DIR (see --help)`);
    const stores = await openStores(settings);
    return {
      events: stores.events,
      analystEvents: personalData ? stores.events : new PseudonymousEventStore(stores.events),
      documents: stores.documents,
      out: process.stdout,
      err: process.stderr,
      now: () => new Date(),
      sqlCopyFile: join(dataDir, 'history', 'sql-events.duckdb'),
      configured: { stores: settings, personalData },
      openLog: async (target) => new PersonalDataEventStore(await openEventLog(target), stores.personalKeys),
      close: async () => {
        await stores.events.close();
        await stores.documents.close();
      },
    };
  },
  { out: process.stdout, err: process.stderr },
);
process.exitCode = status;
