import type { DocumentStore, EventStore } from '@creators/storage';
import type { JobStores } from './analyst-jobs.js';
import type { Output } from './output.js';

/** What a command of the history CLI works with: the configured stores and where to write. */
export interface HistoryContext {
  readonly events: EventStore;
  readonly documents: DocumentStore;
  readonly out: Output;
  /** Progress bars and notes; never data, so stdout can be piped. */
  readonly err: Output;
  readonly now: () => Date;
  /** Where `sql` keeps its loaded DuckDB table between runs (unset: it loads the whole log each run). */
  readonly sqlCopyFile?: string;
  /**
   * Another event log, empty, to copy this one into: EventStoreDB at a URL, or the SQLite file of a
   * folder. It seals personal values with the same keys as the configured log.
   */
  /**
   * The log as analysts' questions read it (events, export, stats, replay): personal values hidden
   * unless the tool was run with `--personal-data`. Unset: `events` itself.
   */
  readonly analystEvents?: EventStore;
  /**
   * Where the configured stores are, when the tool opened them from its settings: `replay` then
   * builds in a thread of its own, on its own connections (with `personalData`, people's values
   * shown). Unset when the stores were handed in (tests): it builds on this thread, from them.
   */
  readonly configured?: { readonly stores: JobStores; readonly personalData: boolean };
  readonly openLog?: (target: {
    readonly eventStoreUrl: string | null;
    readonly dataDir: string;
  }) => Promise<EventStore>;
}

export interface HistoryCommand {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The command's `--help`. */
  readonly help: string;
  run(args: readonly string[], context: HistoryContext): Promise<void>;
}

/** The context an analysts' command reads with: `analystEvents` as its log. */
export const forAnalysts = (context: HistoryContext): HistoryContext => ({
  ...context,
  events: context.analystEvents ?? context.events,
});
