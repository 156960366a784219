import type { EventStore, DocumentStore, Subscription } from '@creators/storage';
import { upcastEvent } from '@creators/contracts';
import { CheckpointMoved, applyBatch, type Upcaster } from './apply-batch.js';
import type { Projector } from './projector.js';

export type ProjectionState = 'starting' | 'running' | 'stopped' | 'failed' | 'rebuilding';

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly state: ProjectionState;
  readonly checkpoint: number | null;
  readonly error: string | null;
}

export interface RebuildProgress {
  readonly projection: string;
  readonly position: number;
  readonly head: number;
  readonly events: number;
  readonly elapsedMs: number;
}

export interface RunnerOptions {
  readonly batchSize?: number;
  readonly upcast?: Upcaster;
  /** Told when a projection stops on an error; the others go on. */
  readonly onError?: (error: Error) => void;
}

interface Live {
  readonly projector: Projector;
  state: ProjectionState;
  checkpoint: number | null;
  error: string | null;
  subscription: Subscription | null;
}

const VERSIONS = 'projection_versions';
const rebuildName = (name: string): string => `${name}#rebuild`;
const asideName = (collection: string): string => `${collection}_rebuild`;

/**
 * Feeds each projector from its own checkpoint, in batches, and commits each batch's documents
 * with the checkpoint. Each projection follows the log on its own subscription, so one that fails
 * stops alone (with the event's position and type in its error) and the others go on; it resumes
 * from its checkpoint at the next start.
 */
export class ProjectionRunner {
  private readonly live = new Map<string, Live>();
  private readonly waiters = new Set<() => void>();
  private readonly batchSize: number;
  private readonly upcast: Upcaster;
  private readonly onError: (error: Error) => void;

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    projectors: readonly Projector[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.upcast = options.upcast ?? upcastEvent;
    this.onError =
      options.onError ??
      ((error) => {
        console.error(error.message);
      });
    for (const projector of projectors) {
      if (this.live.has(projector.name)) throw new Error(`two projectors are named ${projector.name}`);
      this.live.set(projector.name, { projector, state: 'stopped', checkpoint: null, error: null, subscription: null });
    }
  }

  get projectors(): Projector[] {
    return [...this.live.values()].map((entry) => entry.projector);
  }

  /** Creates the read models' collections, rebuilds any whose version changed, and starts following the log. */
  async start(): Promise<void> {
    await this.documents.ensureCollections([
      { name: VERSIONS, fields: {} },
      ...this.projectors.flatMap((projector) => projector.collections),
    ]);
    for (const entry of this.live.values()) {
      const stored = await this.documents.get<{ id: string; version: number }>(VERSIONS, entry.projector.name);
      const checkpoint = await this.documents.getCheckpoint(entry.projector.name);
      if (checkpoint !== null && stored?.version !== entry.projector.version) {
        await this.rebuild(entry.projector.name, { follow: true });
      } else {
        await this.recordVersion(entry.projector);
        this.follow(entry, checkpoint);
      }
    }
  }

  private async recordVersion(projector: Projector): Promise<void> {
    await this.documents.write([
      { op: 'put', collection: VERSIONS, doc: { id: projector.name, version: projector.version } },
    ]);
  }

  private follow(entry: Live, from: number | null): void {
    entry.state = 'running';
    entry.checkpoint = from;
    entry.error = null;
    const target = {
      documents: this.documents,
      projector: entry.projector,
      physical: (collection: string) => collection,
      checkpointName: entry.projector.name,
      upcast: this.upcast,
    };
    const subscription = this.events.subscribeToAll({
      after: from,
      batchSize: this.batchSize,
      onBatch: async ({ events, checkpoint }) => {
        await applyBatch(target, events, checkpoint, entry.checkpoint);
        entry.checkpoint = checkpoint;
        this.notify();
      },
    });
    entry.subscription = subscription;
    subscription.done.then(
      () => {
        if (entry.state === 'running') entry.state = 'stopped';
      },
      (error: unknown) => {
        if (error instanceof CheckpointMoved) this.resync(entry, subscription);
        else this.fail(entry, error);
      },
    );
  }

  /**
   * Another process swapped a rebuilt model in (the history CLI's `rebuild`), or another runner got
   * ahead: the stored checkpoint is the truth, so follow on from there.
   */
  private resync(entry: Live, ended: Subscription): void {
    const current = (): boolean => entry.subscription === ended && entry.state === 'running';
    if (!current()) return;
    this.documents.getCheckpoint(entry.projector.name).then(
      (stored) => {
        if (current()) this.follow(entry, stored);
      },
      (error: unknown) => {
        this.fail(entry, error);
      },
    );
  }

  private fail(entry: Live, error: unknown): void {
    entry.state = 'failed';
    const failure = error instanceof Error ? error : new Error(String(error));
    entry.error = failure.message;
    this.onError(failure);
    this.notify();
  }

  private notify(): void {
    for (const wake of this.waiters) wake();
  }

  async stop(): Promise<void> {
    await Promise.all(
      [...this.live.values()].map(async (entry) => {
        const subscription = entry.subscription;
        entry.subscription = null;
        if (entry.state === 'running') entry.state = 'stopped';
        await subscription?.stop();
      }),
    );
    this.notify();
  }

  status(): ProjectionStatus[] {
    return [...this.live.values()].map(({ projector, state, checkpoint, error }) => ({
      name: projector.name,
      version: projector.version,
      state,
      checkpoint,
      error,
    }));
  }

  /**
   * Resolves true once every named projection (all by default) has applied the log up to
   * `position`, or false after `timeoutMs` or when one of them has failed.
   */
  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    const entries = names === undefined ? [...this.live.values()] : names.map((name) => this.entry(name));
    const reached = (): boolean => entries.every((e) => e.checkpoint !== null && e.checkpoint >= position);
    const hopeless = (): boolean => entries.some((e) => e.state === 'failed' || e.state === 'stopped');
    if (reached()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (result: boolean): void => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      const check = (): void => {
        if (reached()) finish(true);
        else if (hopeless()) finish(false);
      };
      const timer = setTimeout(() => {
        finish(false);
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  private entry(name: string): Live {
    const entry = this.live.get(name);
    if (entry === undefined) throw new Error(`no projection named ${name}`);
    return entry;
  }

  /**
   * Rebuilds one projection without downtime: replays the whole log into collections built aside
   * while the live model keeps serving, then pauses the live one, catches up the last events,
   * swaps the new collections in and resumes following from the new checkpoint.
   */
  async rebuild(
    name: string,
    options: { onProgress?: (progress: RebuildProgress) => void; follow?: boolean } = {},
  ): Promise<void> {
    const entry = this.entry(name);
    const { projector } = entry;
    const { onProgress } = options;
    const follow = options.follow ?? entry.state === 'running';
    const checkpointName = rebuildName(name);
    for (const spec of projector.collections) await this.documents.dropCollection(asideName(spec.name));
    await this.documents.ensureCollections([
      { name: VERSIONS, fields: {} },
      ...projector.collections.map((spec) => ({ ...spec, name: asideName(spec.name) })),
    ]);
    const target = {
      documents: this.documents,
      projector,
      physical: asideName,
      checkpointName,
      upcast: this.upcast,
    };
    const started = Date.now();
    let events = 0;
    const catchUp = async (from: number | null): Promise<number | null> => {
      const head = (await this.events.headPosition()) ?? 0;
      let position = from;
      for (;;) {
        const batch = await this.events.readAll({ after: position, limit: this.batchSize });
        const last = batch.at(-1);
        if (last === undefined) break;
        await applyBatch(target, batch, last.position);
        position = last.position;
        events += batch.length;
        onProgress?.({
          projection: name,
          position,
          head: Math.max(head, position),
          events,
          elapsedMs: Date.now() - started,
        });
      }
      return position;
    };
    // Moving "no checkpoint" onto the build's clears what an interrupted earlier rebuild left,
    // which would otherwise make the store refuse this rebuild's first batches as redeliveries.
    await this.documents.swap([], { from: `${checkpointName}#none`, to: checkpointName });
    const built = await catchUp(null);
    const subscription = entry.subscription;
    entry.subscription = null;
    entry.state = 'rebuilding';
    await subscription?.stop();
    const position = await catchUp(built);
    if (position === null) {
      // An empty log: the rebuilt model is empty too; record nothing and follow from the start.
      for (const spec of projector.collections) await this.documents.dropCollection(asideName(spec.name));
    } else {
      await this.documents.swap(
        projector.collections.map((spec) => ({ source: asideName(spec.name), target: spec.name })),
        { from: checkpointName, to: name },
      );
    }
    await this.recordVersion(projector);
    if (follow) this.follow(entry, position);
    else entry.state = 'stopped';
  }

  /** How far each projection is behind the log's head (in positions). */
  async lag(): Promise<{ head: number | null; projections: (ProjectionStatus & { behind: number | null })[] }> {
    const head = await this.events.headPosition();
    const projections = await Promise.all(
      this.status().map(async (status) => {
        const checkpoint = await this.documents.getCheckpoint(status.name);
        return { ...status, checkpoint, behind: head === null ? 0 : head - (checkpoint ?? 0) };
      }),
    );
    return { head, projections };
  }
}
