import { upcastEvent, type AccountEvent } from '@creators/contracts';
import {
  DocumentStoreError,
  type CollectionSpec,
  type DocumentStore,
  type EventStore,
  type Subscription,
} from '@creators/storage';
import { DocumentCache } from './document-cache.js';
import { measureLag, NO_LAG, type Lag } from './lag.js';
import {
  cacheDocumentsFor,
  ProjectionPass,
  REPLAY_BATCH_SIZE,
  roleOf,
  type PassLane,
  type Upcaster,
} from './projection-pass.js';
import { ProgressWaiters, type Projections } from './progress-waiters.js';
import { withStages, type Owned, type ReadModel } from './read-model.js';

/** `reconnecting`: its subscription dropped or a batch hit a store fault; it resumes from its checkpoint. */
export type ProjectionState = 'starting' | 'running' | 'stopped' | 'failed' | 'rebuilding' | 'reconnecting';

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

/** The follower's link to the log: told when it is lost (with the fault) and when it is resumed. */
export interface ConnectionReport {
  readonly connected: boolean;
  /** Resubscriptions since the runner started. */
  readonly reconnects: number;
  /** When the follower last stopped making progress (a fault with no batch or steady link since); null while healthy. */
  readonly failingSince: number | null;
  readonly error: Error | null;
  /** How long until the next attempt (a lost link only). */
  readonly retryInMs: number | null;
}

/** One committed batch, for metrics. */
export interface BatchReport {
  readonly events: number;
  readonly durationMs: number;
  readonly checkpoint: number;
}

export interface RunnerOptions {
  readonly batchSize?: number;
  /** Events per batch while rebuilding aside (default `REPLAY_BATCH_SIZE`, or `batchSize` when larger). */
  readonly rebuildBatchSize?: number;
  readonly upcast?: Upcaster;
  /** Told when a projection stops on an error; the others go on. */
  readonly onError?: (error: Error) => void;
  /** Told after each batch the follower commits. */
  readonly onBatch?: (report: BatchReport) => void;
  /** How many documents the follower keeps between batches (see `DocumentCache`). */
  readonly cacheDocuments?: number;
  /** Told when the follower loses its subscription (or a batch hits a store fault) and when it resumes. */
  readonly onConnection?: (report: ConnectionReport) => void;
  /** Backoff between resubscriptions: the first delay's ceiling, and the ceiling it doubles up to. */
  readonly retry?: { readonly baseMs: number; readonly maxMs: number };
}

/** A resubscription that has stayed up this long (or committed a batch) counts as recovered: the backoff starts over. */
const STEADY_MS = 5_000;
const DEFAULT_RETRY = { baseMs: 200, maxMs: 30_000 };

interface Live extends PassLane {
  readonly owned: Owned;
  state: ProjectionState;
}

/** The commit of a batch was refused: another process moved a checkpoint (a rebuild swapped a model in). */
class CheckpointMoved extends Error {
  constructor() {
    super('a checkpoint moved under the follower (a rebuild swapped a model in, or another runner)');
    this.name = 'CheckpointMoved';
  }
}

/**
 * Each model's version as last built. Made last of the read models' collections as a runner starts,
 * so that it existing says they all do (`readModelsMade`).
 */
const VERSIONS = 'projection_versions';

/**
 * Whether a runner has made every read model's collection (a gateway reads none before that: its
 * readiness asks this). True for good once true.
 */
export async function readModelsMade(documents: Pick<DocumentStore, 'get'>): Promise<boolean> {
  try {
    await documents.get(VERSIONS, '');
    return true;
  } catch (error) {
    if (error instanceof DocumentStoreError && error.code === 'unknown_collection') return false;
    throw error;
  }
}

const rebuildName = (name: string): string => `${name}#rebuild`;
/** The event after which every read model is rebuilt: a person's key is gone (see `forgetErased`). */
const ERASED = 'AccountErased' satisfies AccountEvent['type'];
const asideName = (collection: string): string => `${collection}_rebuild`;
const own = (collection: string): string => collection;

/**
 * Feeds every read model from one subscription to the log: each batch is read once, each event
 * upcast once, the shared item state folded once, and the batch's documents and checkpoints of
 * every model commit together (see `ProjectionPass`). A model that fails stops alone, with the
 * event's position and type in its error, and the others go on; it retries from its checkpoint at
 * the next start. `rebuild` replays any set of models in one pass into collections built aside,
 * then swaps them in; a changed `version` rebuilds at start.
 */
export class ProjectionRunner implements Projections {
  private readonly live = new Map<string, Live>();
  private readonly waiters = new ProgressWaiters(() => this.status());
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly upcast: Upcaster;
  private readonly onError: (error: Error) => void;
  private readonly batchListeners = new Set<(report: BatchReport) => void>();
  private readonly cache: DocumentCache;
  private subscription: Subscription | null = null;
  /** The rebuild after erasures, while one runs, and how many erasures were seen so far. */
  private readonly erasure: { running: Promise<void> | null; seen: number } = { running: null, seen: 0 };
  private readonly onConnection: (report: ConnectionReport) => void;
  private readonly retry: { readonly baseMs: number; readonly maxMs: number };
  private readonly link = {
    reconnects: 0,
    /** Faults in a row since the follower last made progress: the backoff's exponent. */
    attempts: 0,
    failingSince: null as number | null,
    timer: null as NodeJS.Timeout | null,
    steady: null as NodeJS.Timeout | null,
  };

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    models: readonly ReadModel[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.rebuildBatchSize = options.rebuildBatchSize ?? Math.max(this.batchSize, REPLAY_BATCH_SIZE);
    this.upcast = options.upcast ?? upcastEvent;
    if (options.onBatch !== undefined) this.batchListeners.add(options.onBatch);
    this.cache = new DocumentCache(options.cacheDocuments ?? cacheDocumentsFor(documents));
    this.onConnection = options.onConnection ?? (() => undefined);
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.onError =
      options.onError ??
      ((error) => {
        console.error(error.message);
      });
    for (const model of withStages(models)) {
      if (this.live.has(model.name)) throw new Error(`two projectors are named ${model.name}`);
      this.live.set(model.name, {
        name: model.name,
        role: roleOf(model),
        owned: model,
        checkpointName: model.name,
        physical: own,
        position: null,
        failure: null,
        state: 'stopped',
      });
    }
  }

  /** The read models (and the stages they follow) this runner feeds. */
  get projectors(): Owned[] {
    return [...this.live.values()].map((entry) => entry.owned);
  }

  /** Creates the read models' collections, builds aside any whose version changed or never built over a non-empty log, and starts following the log. */
  async start(): Promise<void> {
    // The versions last: when they exist, every collection before them does (`readModelsMade`).
    await this.documents.ensureCollections([
      ...this.projectors.flatMap((projector) => projector.collections),
      { name: VERSIONS, fields: {} },
    ]);
    const stale = new Set<Live>();
    // A model never built over a log that already holds events is built aside, as a rebuild is
    // (indexes made once, at the swap), rather than followed from the start with every index kept up.
    const logHolds = ((await this.events.headPosition()) ?? 0) > 0;
    for (const entry of this.live.values()) {
      const stored = await this.documents.get<{ id: string; version: number }>(VERSIONS, entry.name);
      entry.position = await this.documents.getCheckpoint(entry.name);
      entry.failure = null;
      if (entry.position === null ? logHolds : stored?.version !== entry.owned.version) stale.add(entry);
    }
    // Stages and the views that follow them move as one: rebuilt together when any of them changed
    // version, or when they stand at different positions (one stopped on an error).
    const group = this.group();
    const positions = new Set(group.map((entry) => entry.position));
    if (group.some((entry) => stale.has(entry)) || positions.size > 1) for (const entry of group) stale.add(entry);
    for (const entry of this.live.values()) {
      if (stale.has(entry)) continue;
      await this.recordVersion(entry.owned);
      entry.state = 'running';
    }
    this.follow();
    if (stale.size > 0)
      await this.rebuild(
        [...stale].map((entry) => entry.name),
        { follow: true, alone: true },
      );
  }

  /** The stages and every view that follows them. */
  private group(): Live[] {
    return [...this.live.values()].filter((entry) => entry.role.kind !== 'events');
  }

  private async recordVersion(owned: Owned): Promise<void> {
    await this.documents.write([{ op: 'put', collection: VERSIONS, doc: { id: owned.name, version: owned.version } }]);
  }

  /** Follows the log with one subscription for every running model, from the earliest of their checkpoints. */
  private follow(): void {
    const lanes = [...this.live.values()].filter((entry) => entry.state === 'running');
    if (lanes.length === 0 || this.subscription !== null) return;
    const pass = new ProjectionPass(this.documents, lanes, { upcast: this.upcast, cache: this.cache });
    const after = lanes.some((lane) => lane.position === null)
      ? null
      : Math.min(...lanes.map((lane) => lane.position ?? 0));
    const subscription = this.events.subscribeToAll({
      after,
      batchSize: this.batchSize,
      onBatch: async ({ events, checkpoint }) => {
        const started = performance.now();
        if (!(await pass.apply(events, checkpoint, { previous: true }))) throw new CheckpointMoved();
        for (const lane of lanes) {
          if (lane.failure === null || lane.state !== 'running') continue;
          lane.state = 'failed';
          this.onError(lane.failure);
        }
        const report = { events: events.length, durationMs: performance.now() - started, checkpoint };
        for (const listener of this.batchListeners) listener(report);
        this.recovered();
        this.notify();
        if (events.some((event) => event.type === ERASED)) this.forgetErased();
      },
    });
    this.subscription = subscription;
    if (this.link.failingSince !== null) {
      // Resubscribed after a fault: a link that stays up for a while has recovered, even on an idle log.
      this.link.steady = setTimeout(() => {
        this.link.steady = null;
        if (this.subscription === subscription) this.recovered();
      }, STEADY_MS);
    }
    subscription.done.then(
      () => {
        if (this.subscription === subscription) this.subscription = null;
      },
      (error: unknown) => {
        if (this.subscription !== subscription) return;
        this.subscription = null;
        if (error instanceof CheckpointMoved) this.resync();
        else this.reconnect(error);
      },
    );
  }

  /**
   * A person was erased: their key is gone, so the log now reads their personal values as erased,
   * but the read models still hold what they showed. Every model is rebuilt from the log (aside,
   * then swapped in, readers never seeing a half-built one) and the store's old pages scrubbed.
   * Erasures that come while it runs are covered by one more.
   */
  private forgetErased(): void {
    this.erasure.seen += 1;
    if (this.erasure.running !== null) return;
    this.erasure.running = (async () => {
      let covered: number;
      do {
        covered = this.erasure.seen;
        await this.rebuild([...this.live.keys()], { follow: true, alone: true });
        await this.documents.scrub?.();
      } while (this.erasure.seen > covered && this.subscription !== null);
    })()
      .catch((error: unknown) => {
        this.failAll(error);
      })
      .finally(() => {
        this.erasure.running = null;
      });
  }

  /** The follower made progress: the next fault starts the backoff over. */
  private recovered(): void {
    if (this.link.steady !== null) clearTimeout(this.link.steady);
    this.link.steady = null;
    if (this.link.failingSince === null) return;
    this.link.attempts = 0;
    this.link.failingSince = null;
    this.reportConnection(true, null, null);
  }

  /**
   * The subscription dropped (a server restart, a leader change, a stalled stream) or a batch hit a
   * store fault (a network error, an election, a busy database): nothing of the batch was committed,
   * so the follower resubscribes from the stored checkpoints after a backoff with full jitter. It is
   * never a projection's failure: only a projector's own exception stops one (see `ProjectionPass`).
   */
  private reconnect(error: unknown): void {
    const fault = error instanceof Error ? error : new Error(String(error));
    if (this.link.steady !== null) clearTimeout(this.link.steady);
    this.link.steady = null;
    for (const entry of this.live.values()) if (entry.state === 'running') entry.state = 'reconnecting';
    this.link.reconnects += 1;
    this.link.failingSince ??= Date.now();
    const ceiling = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.min(this.link.attempts, 20));
    this.link.attempts += 1;
    const delay = Math.round(Math.random() * ceiling);
    this.reportConnection(false, fault, delay);
    this.notify();
    this.link.timer = setTimeout(() => {
      this.link.timer = null;
      this.resume().catch((next: unknown) => {
        this.reconnect(next);
      });
    }, delay);
  }

  /** Follows on from where each waiting model's checkpoint stands in the store (a commit may have landed unanswered). */
  private async resume(): Promise<void> {
    const waiting = [...this.live.values()].filter((entry) => entry.state === 'reconnecting');
    if (waiting.length === 0) return;
    const positions = await Promise.all(waiting.map((entry) => this.documents.getCheckpoint(entry.name)));
    this.cache.clear();
    waiting.forEach((entry, i) => {
      entry.position = positions[i] ?? null;
      // A failure met in the aborted batch is met again if it is the projector's own.
      entry.failure = null;
      entry.state = 'running';
    });
    this.follow();
    this.notify();
  }

  private reportConnection(connected: boolean, error: Error | null, retryInMs: number | null): void {
    this.onConnection({
      connected,
      reconnects: this.link.reconnects,
      failingSince: this.link.failingSince,
      error,
      retryInMs,
    });
  }

  /** Pauses the follower; resolves once no batch is in flight. */
  private async pause(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
  }

  /** Another process swapped a model in: the stored checkpoints are the truth, so follow on from there. */
  private resync(): void {
    this.cache.clear();
    Promise.all(
      [...this.live.values()].map(async (entry) => {
        if (entry.state === 'running') entry.position = await this.documents.getCheckpoint(entry.name);
      }),
    ).then(
      () => {
        // Those positions may already be the log's head, with no batch to come that would tell the waiters.
        this.notify();
        const running = this.group().filter((entry) => entry.state === 'running');
        if (new Set(running.map((entry) => entry.position)).size <= 1) {
          this.follow();
          return;
        }
        // Another process swapped in part of the item group: the rest follows on while the group is rebuilt.
        for (const entry of running) entry.state = 'rebuilding';
        this.follow();
        this.rebuild(
          running.map((entry) => entry.name),
          { follow: true },
        ).catch((error: unknown) => {
          this.failAll(error);
        });
      },
      (error: unknown) => {
        // The checkpoints could not be read: a store fault, retried as a lost link is.
        this.reconnect(error);
      },
    );
  }

  private failAll(error: unknown): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    for (const entry of this.live.values()) {
      if (entry.state !== 'running') continue;
      entry.state = 'failed';
    }
    this.onError(failure);
    this.notify();
  }

  private notify(): void {
    this.waiters.notify();
  }

  async stop(): Promise<void> {
    // A rebuild after an erasure ends by following again: it finishes before the follower stops.
    await this.erasure.running;
    for (const timer of [this.link.timer, this.link.steady]) if (timer !== null) clearTimeout(timer);
    this.link.timer = null;
    this.link.steady = null;
    await this.pause();
    for (const entry of this.live.values()) if (entry.state === 'reconnecting') entry.state = 'stopped';
    for (const entry of this.live.values()) if (entry.state === 'running') entry.state = 'stopped';
    this.notify();
  }

  onBatch(listener: (report: BatchReport) => void): void {
    this.batchListeners.add(listener);
  }

  status(): ProjectionStatus[] {
    return [...this.live.values()].map((entry) => ({
      name: entry.name,
      version: entry.owned.version,
      state: entry.state,
      checkpoint: entry.position,
      error: entry.failure?.message ?? null,
    }));
  }

  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    return this.waiters.waitFor(position, timeoutMs, names);
  }

  private entry(name: string): Live {
    const entry = this.live.get(name);
    if (entry === undefined) throw new Error(`no projection named ${name}`);
    return entry;
  }

  /**
   * Rebuilds read models without downtime, all in one pass over the log: replays it into
   * collections built aside while the live models keep serving, then pauses the follower, catches
   * up the last events, swaps the new collections in and follows on from the new checkpoint.
   * Stages and their views are rebuilt together.
   */
  async rebuild(
    names: string | readonly string[],
    options: {
      onProgress?: (progress: RebuildProgress) => void;
      follow?: boolean;
      /** A model that throws stops alone (as when following) instead of failing the whole rebuild. */
      alone?: boolean;
    } = {},
  ): Promise<void> {
    const wanted = new Set((typeof names === 'string' ? [names] : names).map((name) => this.entry(name)));
    // Stages and views move as one (see start): rebuilding one of them rebuilds all of them.
    if ([...wanted].some((entry) => entry.role.kind !== 'events')) for (const entry of this.group()) wanted.add(entry);
    const targets = [...wanted];
    const wasFollowing = this.subscription !== null;
    const follow = options.follow ?? wasFollowing;
    const aside = targets.map((entry): PassLane => ({
      name: entry.name,
      role: entry.role,
      checkpointName: rebuildName(entry.name),
      physical: asideName,
      position: null,
      failure: null,
    }));
    const asideSpecs = (entries: readonly Live[]): CollectionSpec[] =>
      entries.flatMap((entry) =>
        entry.owned.collections.map((spec) => ({ ...spec, name: asideName(spec.name), deferIndexes: true })),
      );
    const dropAside = async (entries: readonly Live[]): Promise<void> => {
      for (const spec of asideSpecs(entries)) await this.documents.dropCollection(spec.name);
    };
    await dropAside(targets);
    await this.documents.ensureCollections([{ name: VERSIONS, fields: {} }, ...asideSpecs(targets)]);
    // Moving "no checkpoint" onto the build's clears what an interrupted earlier rebuild left,
    // which would otherwise make the store refuse this rebuild's first batches.
    await this.documents.swap(
      [],
      aside.map((lane) => ({ from: `${lane.checkpointName}#none`, to: lane.checkpointName })),
    );

    // The aside collections were just dropped and made anew, and only this pass writes them.
    const pass = new ProjectionPass(this.documents, aside, { upcast: this.upcast, fresh: true });
    const label = targets.map((entry) => entry.name).join(', ');
    const started = Date.now();
    let events = 0;
    const refused = (): Error =>
      new Error(`another rebuild of ${label} moved its checkpoints; run one rebuild at a time`);
    const catchUp = async (from: number | null): Promise<number | null> => {
      const head = (await this.events.headPosition()) ?? 0;
      let position = from;
      for (;;) {
        const batch = await this.events.readAll({ after: position, limit: this.rebuildBatchSize });
        const last = batch.at(-1);
        if (last === undefined) break;
        if (!(await pass.apply(batch, last.position, { previous: true }))) throw refused();
        const failed = aside.find((lane) => lane.failure !== null);
        if (failed?.failure && options.alone !== true) throw failed.failure;
        position = last.position;
        events += batch.length;
        options.onProgress?.({
          projection: label,
          position,
          head: Math.max(head, position),
          events,
          elapsedMs: Date.now() - started,
        });
      }
      // The last batch may still be committing (a fresh pass commits while it projects the next).
      if (!(await pass.settle())) throw refused();
      return position;
    };
    const built = await catchUp(null);
    for (const entry of targets) entry.state = 'rebuilding';
    await this.pause();
    const position = await catchUp(built);
    const failures = new Map(targets.map((entry, i) => [entry, aside[i]?.failure ?? null]));
    const builtWhole = targets.filter((entry) => failures.get(entry) === null);
    await dropAside(targets.filter((entry) => failures.get(entry) !== null));
    if (position === null) {
      // An empty log: the rebuilt models are empty too; record nothing and follow from the start.
      await dropAside(builtWhole);
    } else {
      await this.documents.swap(
        builtWhole.flatMap((entry) =>
          entry.owned.collections.map((spec) => ({ source: asideName(spec.name), target: spec.name })),
        ),
        builtWhole.map((entry) => ({ from: rebuildName(entry.name), to: entry.name })),
      );
      for (const entry of builtWhole)
        for (const name of entry.owned.replaces ?? []) await this.documents.dropCollection(name);
    }
    // The live cache may hold documents of the collections just replaced.
    this.cache.clear();
    for (const entry of targets) {
      const failure = failures.get(entry) ?? null;
      if (failure !== null) {
        // Stopped alone, where it threw; it is built again at the next start.
        entry.state = 'failed';
        entry.failure = failure;
        this.onError(failure);
        continue;
      }
      await this.recordVersion(entry.owned);
      entry.position = position;
      entry.failure = null;
      entry.state = follow ? 'running' : 'stopped';
    }
    if (follow || wasFollowing) this.follow();
    else if (position !== null) await this.catchUpInPlace(builtWhole, position);
    this.notify();
  }

  /**
   * With no follower here (the analysts' CLI, another process), the models just swapped in are
   * caught up to the log's head in place. A follower in the product that had gone past the swap's
   * position and now waits for the next event would otherwise keep serving them behind the log: it
   * only learns of a swap when its next commit is refused. A refused commit here means a follower
   * elsewhere moved them on, and carries on from there.
   */
  private async catchUpInPlace(entries: readonly Live[], from: number): Promise<void> {
    const pass = new ProjectionPass(this.documents, entries, { upcast: this.upcast, cache: this.cache });
    for (let position = from; ;) {
      const batch = await this.events.readAll({ after: position, limit: this.batchSize });
      const last = batch.at(-1);
      if (last === undefined || !(await pass.apply(batch, last.position, { previous: true }))) return;
      position = last.position;
    }
  }

  /** How far each projection is behind the log's head, in events and seconds (see `measureLag`). */
  async lag(): Promise<{ head: number | null; projections: (ProjectionStatus & Lag)[] }> {
    const head = await this.events.headPosition();
    const statuses = await Promise.all(
      this.status().map(async (status) => ({ ...status, checkpoint: await this.documents.getCheckpoint(status.name) })),
    );
    const lags = await measureLag(
      this.events,
      statuses.map((status) => status.checkpoint),
    );
    return { head, projections: statuses.map((status, i) => ({ ...status, ...(lags[i] ?? NO_LAG) })) };
  }
}
