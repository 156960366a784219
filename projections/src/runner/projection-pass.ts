import type { RecordedEvent } from '@creators/contracts';
import type { Checkpoint, CommitLimits, Doc, DocumentChange, DocumentStore, Filter } from '@creators/storage';
import { CommittedKeys } from './committed-keys.js';
import { DocumentCache } from './document-cache.js';
import { innerMap } from './inner-map.js';
import { ProjectionError, StoreReadFailed } from './projection-error.js';
import type { DocumentReader, Projector } from './projector.js';
import { isStageView, type ReadModel, type Stage, type StageView } from './read-model.js';
import { WorkingDocs } from './working-docs.js';

export type Upcaster = (event: RecordedEvent) => RecordedEvent;

/**
 * What a pass needs of a document store: reads by id (at once, when the store reads in-process), and
 * one atomic commit of documents and checkpoints.
 */
export type PassStore = Pick<
  DocumentStore,
  'get' | 'getNow' | 'find' | 'commit' | 'commitInBackground' | 'commitLimits'
>;

/** What a lane feeds: an event-level projector, a stage, or a view of a stage. */
export type LaneRole =
  | { readonly kind: 'events'; readonly projector: Projector }
  | { readonly kind: 'stage'; readonly stage: Stage<unknown> }
  | { readonly kind: 'view'; readonly view: StageView<unknown> };

export function roleOf(model: ReadModel | Stage<unknown>): LaneRole {
  if ('fold' in model) return { kind: 'stage', stage: model };
  return isStageView(model) ? { kind: 'view', view: model } : { kind: 'events', projector: model };
}

/** One read model (or stage) fed by a pass, where its documents live and how far it has got. */
export interface PassLane {
  readonly name: string;
  readonly role: LaneRole;
  readonly checkpointName: string;
  /** Where each of the model's collections physically lives (its own name, a build-aside or an as-of name). */
  readonly physical: (collection: string) => string;
  /** The position it has applied up to (null: nothing yet); it needs the events after it. */
  position: number | null;
  /** Set when the model threw on an event: it takes no further events in this pass. */
  failure: ProjectionError | null;
}

export interface PassOptions {
  readonly upcast: Upcaster;
  readonly cache?: DocumentCache;
  /**
   * Every lane's collections were empty when the pass began and only this pass writes them (a
   * rebuild aside, an as-of namespace): a document it never committed is absent, so only those it
   * did commit (and the cache no longer holds) are read from the store. Such a pass also projects
   * each batch while the one before it commits (see `apply`); call `settle` after the last.
   */
  readonly fresh?: boolean;
}

/** A batch whose commit is under way: its documents by physical collection and id, and how to await its landing. */
interface InFlight {
  readonly docs: ReadonlyMap<string, ReadonlyMap<string, Doc | null>>;
  readonly land: () => Promise<boolean>;
}

/** A read of a document the pass does not hold, from a store that cannot answer at once: fetch it, then project again. */
class DocumentMiss extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`${collection}/${id} is not in memory`);
  }
}

/** A question about committed documents the batch has not asked yet (`candidates`): ask the store, then project again. */
class QueryMiss extends Error {
  constructor(
    readonly collection: string,
    readonly filter: Filter,
    readonly key: string,
  ) {
    super(`${collection} ${key} has not been asked`);
  }
}

/** Ids per page when a pass asks the store which documents match. */
const CANDIDATE_PAGE = 1000;

/**
 * Into how many runs of events a batch must be cut for each run's commit to fit the store's limits
 * (1: it fits). Measured on the whole batch's changes, so a run may still need cutting again.
 */
function partsFor(lanes: readonly PassLane[], work: ReadonlyMap<PassLane, WorkingDocs>, limits: CommitLimits): number {
  let operations = 0;
  let bytes = 0;
  for (const lane of lanes) {
    if (lane.failure !== null) continue;
    for (const change of work.get(lane)?.changes() ?? []) {
      operations += 1;
      bytes += change.op === 'put' ? JSON.stringify(change.doc).length : change.id.length;
    }
  }
  return Math.max(Math.ceil(operations / limits.operations), Math.ceil(bytes / limits.bytes), 1);
}

/** Whether a lane takes the event at this position (it has not failed and has not applied it). */
const needs = (lane: PassLane, position: number): boolean =>
  lane.failure === null && (lane.position === null || position > lane.position);

interface ProjectorLane {
  readonly lane: PassLane;
  readonly projector: Projector;
}

/** A projector's changes, kept in its working documents. */
function keep(docs: WorkingDocs, projected: readonly DocumentChange[]): void {
  for (const change of projected) {
    if (change.op === 'put') docs.put(change.collection, change.doc);
    else docs.delete(change.collection, change.id);
  }
}

interface ViewLane {
  readonly lane: PassLane;
  readonly view: StageView<unknown>;
}

/** A stage's change and the events it spans (one event, or several merged: a waiting span grows in place). */
interface Span {
  change: unknown;
  readonly from: RecordedEvent;
  to: RecordedEvent;
}

interface StageLanes {
  readonly lane: PassLane;
  readonly stage: Stage<unknown>;
  readonly views: readonly ViewLane[];
  /** Changes that wait for the next of their subject in this batch, by subject. */
  readonly waiting: Map<string, Span>;
}

/** One batch's work: each lane's working documents, and lanes that failed on one of its events. */
class BatchWork {
  readonly work = new Map<PassLane, WorkingDocs>();

  docsOf(lane: PassLane, reader: DocumentReader): WorkingDocs {
    let docs = this.work.get(lane);
    if (docs === undefined) {
      docs = new WorkingDocs(reader);
      this.work.set(lane, docs);
    }
    return docs;
  }

  /** A lane's step threw: the lane stops (its batch dropped); a fault of the store aborts the batch for every lane. */
  fail(lane: PassLane, event: RecordedEvent, error: unknown): void {
    if (error instanceof StoreReadFailed) throw error;
    lane.failure = error instanceof ProjectionError ? error : new ProjectionError(lane.name, event, error);
    this.work.delete(lane);
  }
}

/**
 * Documents a pass keeps between batches, unless told otherwise (flat memory either way), by how
 * the store answers a document the pass does not hold. A store that reads in-process (`getNow`,
 * the SQLite file) answers with a point read from its page cache, so few are kept: the collector
 * marks every kept document again and again, and a million events replayed 2-4% faster keeping
 * 5,000 than 50,000 (with 22,000 point reads against 7) and peaked about 90 MB lower. A store a
 * round trip away (MongoDB) answers each miss with a batch's pause, so many are kept.
 */
export const cacheDocumentsFor = (store: PassStore): number => (store.getNow === undefined ? 50_000 : 5_000);

/**
 * Events per batch when replaying the log into models built aside (a rebuild, an as-of namespace),
 * where no reader waits on a batch: a document changed all through the batch is written once. Not
 * larger: a batch's events and working documents live until it is projected and committed, and the
 * young generation's collector copies whatever is alive each time it runs, so larger batches cost
 * more in collection than they save in writes (a million events: 2,500 replayed 5-8% faster than
 * 10,000 and 1,000, and held about 60 MB less than 10,000). About three batches are held at once
 * (the one committing, its copy in the commit thread, the one projecting).
 */
export const REPLAY_BATCH_SIZE = 2_500;

/**
 * One pass over the log feeding many read models: each event is upcast once; the shared item state
 * is folded once and its transitions are shown to every public-item model (an item's engagement moves
 * once a batch, from where they began to where they ended); every document a batch
 * changes is written once with its final state (write-behind), and the whole batch (every model's
 * documents and checkpoints) is one commit. A model that throws stops alone: its batch is dropped,
 * its checkpoint stays, and the others commit; when the shared stage throws, the models that read it
 * stop with it.
 */
export class ProjectionPass {
  private readonly cache: DocumentCache;
  private readonly upcast: Upcaster;
  private readonly committed: CommittedKeys | null;
  /** Each lane's physical collection names, worked out once rather than at every read. */
  private readonly physicalNames = new Map<PassLane, Map<string, string>>();
  /** A fresh pass projects each batch while the one before it commits. */
  private readonly pipelined: boolean;
  /** The batch committing while the next one projects: its documents are read from here until it lands. */
  private inFlight: InFlight | null = null;
  /** The stage lanes and their views, and the event-level projectors' lanes by the event types they take (the lanes never change during a pass). */
  private stageLanes: StageLanes[] | null = null;
  private readonly projectorsByType = new Map<string, readonly ProjectorLane[]>();
  /** Each lane's reader, made once. */
  private readonly readers = new Map<PassLane, DocumentReader>();
  /** The store's answers to `candidates` in this batch, by physical collection and filter (asked again next batch). */
  private answers = new Map<string, readonly string[]>();

  constructor(
    private readonly store: PassStore,
    readonly lanes: readonly PassLane[],
    options: PassOptions,
  ) {
    this.upcast = options.upcast;
    this.cache = options.cache ?? new DocumentCache(cacheDocumentsFor(store));
    this.committed = options.fresh === true ? new CommittedKeys() : null;
    this.pipelined = options.fresh === true;
  }

  private physical(lane: PassLane, collection: string): string {
    const names = innerMap(this.physicalNames, lane);
    let name = names.get(collection);
    if (name === undefined) {
      name = lane.physical(collection);
      names.set(collection, name);
    }
    return name;
  }

  /**
   * Projects a batch into every lane that needs it and commits it; false when the store refused the
   * commit (a checkpoint moved). A fresh pass leaves the commit running (in the store's background,
   * when it has one) and answers at once: the next batch projects meanwhile, reading this one's
   * documents from memory, and waits for this commit before it starts its own. A refusal then shows
   * one batch later, or at `settle`.
   */
  async apply(events: readonly RecordedEvent[], checkpoint: number, options: { previous: boolean }): Promise<boolean> {
    const limits = this.store.commitLimits;
    // What projecting marks (a lane that threw) is put back when the batch is cut and projected again in parts.
    const failures = this.lanes.map((lane) => lane.failure);
    const work = await this.project(events);
    const parts = limits === undefined || events.length < 2 ? 1 : partsFor(this.lanes, work, limits);
    if (parts > 1) {
      this.lanes.forEach((lane, i) => (lane.failure = failures[i] ?? null));
      return this.applyInParts(events, checkpoint, options, parts);
    }
    if (!(await this.settle())) return false;
    const changes: DocumentChange[] = [];
    const checkpoints: Checkpoint[] = [];
    const advancing: PassLane[] = [];
    for (const lane of this.lanes) {
      if (lane.failure !== null || (lane.position !== null && lane.position >= checkpoint)) continue;
      for (const change of work.get(lane)?.changes() ?? []) {
        changes.push(
          change.op === 'put'
            ? { op: 'put', collection: this.physical(lane, change.collection), doc: change.doc }
            : { op: 'delete', collection: this.physical(lane, change.collection), id: change.id },
        );
      }
      checkpoints.push(
        options.previous
          ? { projection: lane.checkpointName, position: checkpoint, previous: lane.position }
          : { projection: lane.checkpointName, position: checkpoint },
      );
      advancing.push(lane);
    }
    if (checkpoints.length === 0) return true;
    if (!this.pipelined)
      return this.landed(changes, advancing, checkpoint, await this.store.commit(changes, checkpoints));
    const docs = new Map<string, Map<string, Doc | null>>();
    for (const change of changes) {
      innerMap(docs, change.collection).set(
        change.op === 'put' ? change.doc.id : change.id,
        change.op === 'put' ? change.doc : null,
      );
    }
    const commit = this.store.commitInBackground?.(changes, checkpoints) ?? this.store.commit(changes, checkpoints);
    // Marked handled: a commit that fails while nobody awaits it yet is no unhandled rejection (`settle` still sees it fail).
    commit.catch(() => undefined);
    this.inFlight = { docs, land: async () => this.landed(changes, advancing, checkpoint, await commit) };
    return true;
  }

  /**
   * A batch whose changes would not fit in one commit, cut into `parts` runs of events, each
   * committed with the position of its last event as the checkpoint (the last with the batch's).
   * A run that still does not fit is cut again, down to one event.
   */
  private async applyInParts(
    events: readonly RecordedEvent[],
    checkpoint: number,
    options: { previous: boolean },
    parts: number,
  ): Promise<boolean> {
    const size = Math.ceil(events.length / Math.min(parts, events.length));
    for (let start = 0; start < events.length; start += size) {
      const run = events.slice(start, start + size);
      const last = run.at(-1);
      if (last === undefined) break;
      const end = start + size >= events.length ? checkpoint : last.position;
      if (!(await this.apply(run, end, options))) return false;
    }
    return true;
  }

  /** Waits for the batch still committing, if any: false when the store refused it. */
  async settle(): Promise<boolean> {
    const inFlight = this.inFlight;
    if (inFlight === null) return true;
    try {
      return await inFlight.land();
    } finally {
      this.inFlight = null;
    }
  }

  /** A commit's answer: what it wrote becomes the cache's (and the lanes move on), or the cache is dropped. */
  private landed(
    changes: readonly DocumentChange[],
    advancing: readonly PassLane[],
    checkpoint: number,
    accepted: boolean,
  ): boolean {
    if (!accepted) {
      this.cache.clear();
      return false;
    }
    for (const change of changes) {
      if (change.op === 'put') {
        this.cache.set(change.collection, change.doc.id, change.doc);
        this.committed?.add(change.collection, change.doc.id);
      } else this.cache.set(change.collection, change.id, null);
    }
    for (const lane of advancing) lane.position = checkpoint;
    return true;
  }

  /**
   * The documents each lane's events of the batch changed (lanes that failed on one are left out).
   * Each step runs at once and is awaited only when it missed a document (a store that answers
   * later): a batch's events cost no promise per model.
   */
  async project(events: readonly RecordedEvent[]): Promise<Map<PassLane, WorkingDocs>> {
    const batch = new BatchWork();
    this.answers = new Map();
    const stages = this.stagesOf();
    for (const stored of events) {
      const event = this.upcast(stored);
      for (const { lane, projector } of this.projectorsTaking(event.type)) {
        if (!needs(lane, stored.position)) continue;
        const missed = this.projectEvent(batch, lane, projector, event, stored);
        if (missed !== undefined) await missed;
      }
      for (const followed of stages) {
        const missed = this.foldStage(batch, followed, event, stored);
        if (missed !== undefined) await missed;
      }
    }
    const last = events.at(-1);
    if (last !== undefined)
      for (const followed of stages) {
        const missed = this.flushStage(batch, followed, last);
        if (missed !== undefined) await missed;
      }
    for (const followed of stages) await this.showWaiting(batch, followed);
    return batch.work;
  }

  /** The lanes of event-level projectors that take events of this type, worked out once per type. */
  private projectorsTaking(type: string): readonly ProjectorLane[] {
    let taking = this.projectorsByType.get(type);
    if (taking === undefined) {
      taking = this.lanes.flatMap((lane) =>
        lane.role.kind === 'events' && (lane.role.projector.takes?.includes(type) ?? true)
          ? [{ lane, projector: lane.role.projector }]
          : [],
      );
      this.projectorsByType.set(type, taking);
    }
    return taking;
  }

  /** Each stage lane with the lanes of its views, worked out once per pass. */
  private stagesOf(): StageLanes[] {
    this.stageLanes ??= this.lanes.flatMap((lane) =>
      lane.role.kind === 'stage'
        ? [{ lane, stage: lane.role.stage, views: this.viewsOf(lane.role.stage), waiting: new Map() }]
        : [],
    );
    return this.stageLanes;
  }

  private viewsOf(stage: Stage<unknown>): ViewLane[] {
    return this.lanes.flatMap((lane) =>
      lane.role.kind === 'view' && lane.role.view.stage === stage ? [{ lane, view: lane.role.view }] : [],
    );
  }

  /**
   * An event-level projector's changes for one event, at once; a promise only when it missed a
   * document and runs again once it is fetched. A projector only reads: a retry has nothing to take back.
   */
  private projectEvent(
    batch: BatchWork,
    lane: PassLane,
    projector: Projector,
    event: RecordedEvent,
    stored: RecordedEvent,
  ): Promise<void> | undefined {
    const docs = batch.docsOf(lane, this.readerOf(lane));
    try {
      keep(docs, projector.project(event, docs));
      return undefined;
    } catch (error) {
      return this.again(error, null, () => projector.project(event, docs)).then(
        (projected) => {
          keep(docs, projected);
        },
        (failure: unknown) => {
          batch.fail(lane, stored, failure);
        },
      );
    }
  }

  /**
   * Folds one event into a stage and shows its changes to the stage's views. A change that may
   * wait (engagement) waits for the next of its subject in the batch; any other is shown at once,
   * after what its subject had waiting. A view can only follow its stage from where the stage is.
   * A promise only when the fold missed a document or a change is shown.
   */
  private foldStage(
    batch: BatchWork,
    followed: StageLanes,
    event: RecordedEvent,
    stored: RecordedEvent,
  ): Promise<void> | undefined {
    const { lane, stage, views } = followed;
    if (!needs(lane, stored.position)) {
      const behind = new Error(`it is behind its stage ${stage.name} (${lane.failure?.message ?? 'not folded'})`);
      for (const view of views) if (needs(view.lane, stored.position)) batch.fail(view.lane, stored, behind);
      return undefined;
    }
    return this.stageStep(batch, followed, stored, (docs) => stage.fold(event, docs));
  }

  /** What a stage counted in the batch and has not folded yet, folded and shown at its end. */
  private flushStage(batch: BatchWork, followed: StageLanes, last: RecordedEvent): Promise<void> | undefined {
    const { lane, stage } = followed;
    if (stage.flush === undefined || !needs(lane, last.position)) return undefined;
    const flush = stage.flush.bind(stage);
    return this.stageStep(batch, followed, last, flush);
  }

  /**
   * One step of a stage at `stored` (a fold, or its flush at the batch's end), its changes shown to
   * the stage's views. A step that missed a document runs again once it is fetched; one that fails
   * stops the stage and every view that still needed the event. A promise only then, or when a
   * change is shown.
   */
  private stageStep(
    batch: BatchWork,
    followed: StageLanes,
    stored: RecordedEvent,
    step: (docs: WorkingDocs) => readonly unknown[],
  ): Promise<void> | undefined {
    const { lane, views } = followed;
    const docs = batch.docsOf(lane, this.readerOf(lane));
    let changes: readonly unknown[];
    try {
      docs.begin();
      changes = step(docs);
    } catch (error) {
      return this.again(error, docs, () => step(docs)).then(
        (stepped) => this.showFolded(batch, followed, stepped, 0, stored),
        (failure: unknown) => {
          batch.fail(lane, stored, failure);
          for (const view of views) if (needs(view.lane, stored.position)) batch.fail(view.lane, stored, lane.failure);
        },
      );
    }
    return this.showFolded(batch, followed, changes, 0, stored);
  }

  /**
   * A fold's changes from `from` on: one that may wait joins what its subject has waiting; any
   * other is shown at once, after what its subject had waiting. A promise only when a view missed a
   * document, for the rest to follow once it is fetched.
   */
  private showFolded(
    batch: BatchWork,
    followed: StageLanes,
    changes: readonly unknown[],
    from: number,
    stored: RecordedEvent,
  ): Promise<void> | undefined {
    const { stage } = followed;
    for (let i = from; i < changes.length; i += 1) {
      const change = changes[i];
      const subject = stage.subjectOf(change);
      // A change the stage counted over several events spans them; any other, the event just folded.
      const { from: first, to } = stage.spanOf?.(change) ?? { from: stored, to: stored };
      if (subject !== null && stage.mergeable(change)) {
        const earlier = followed.waiting.get(subject);
        if (earlier === undefined) followed.waiting.set(subject, { change, from: first, to });
        else {
          earlier.change = stage.merge(earlier.change, change);
          earlier.to = to;
        }
        continue;
      }
      const span = { change, from: first, to };
      const waited = subject === null ? undefined : this.showWaitingOf(batch, followed, subject);
      const shown =
        waited === undefined ? this.show(batch, followed, span) : waited.then(() => this.show(batch, followed, span));
      if (shown !== undefined) return shown.then(() => this.showFolded(batch, followed, changes, i + 1, stored));
    }
    return undefined;
  }

  /** What a subject had waiting, shown now. */
  private showWaitingOf(batch: BatchWork, followed: StageLanes, subject: string): Promise<void> | undefined {
    const waiting = followed.waiting.get(subject);
    if (waiting === undefined) return undefined;
    followed.waiting.delete(subject);
    return this.show(batch, followed, waiting);
  }

  /** Everything still waiting at the end of the batch. */
  private async showWaiting(batch: BatchWork, followed: StageLanes): Promise<void> {
    for (const subject of [...followed.waiting.keys()]) {
      const missed = this.showWaitingOf(batch, followed, subject);
      if (missed !== undefined) await missed;
    }
  }

  /**
   * A stage's change (spanning events `from` to `to`) shown to each view that needs it, from the
   * view at `from` on; a promise only when one missed a document, for it and the rest to follow.
   */
  private show(batch: BatchWork, followed: StageLanes, span: Span, from = 0): Promise<void> | undefined {
    const { views } = followed;
    for (let i = from; i < views.length; i += 1) {
      const { lane, view } = views[i] as ViewLane;
      if (!needs(lane, span.to.position)) continue;
      // A view that has already applied part of the span is shown only where it ends.
      const change = needs(lane, span.from.position) ? span.change : followed.stage.endOf(span.change);
      const docs = batch.docsOf(lane, this.readerOf(lane));
      try {
        docs.begin();
        view.show(change, docs);
      } catch (error) {
        return this.again(error, docs, () => {
          view.show(change, docs);
        })
          .catch((failure: unknown) => {
            batch.fail(lane, span.to, failure);
          })
          .then(() => this.show(batch, followed, span, i + 1));
      }
    }
    return undefined;
  }

  /** How a lane's steps read a document: through the pass, by its physical collection (one reader per lane). */
  private readerOf(lane: PassLane): DocumentReader {
    let reader = this.readers.get(lane);
    if (reader === undefined) {
      reader = {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects
        get: <T extends Doc = Doc>(collection: string, id: string) =>
          this.load(this.physical(lane, collection), id) as T | null,
        candidates: (collection, filter) => this.candidates(this.physical(lane, collection), filter),
      };
      this.readers.set(lane, reader);
    }
    return reader;
  }

  /**
   * Which documents may match: the store's answer (asked once a batch, through a `QueryMiss`), and
   * every document of the batch still committing. The lane's own batch adds its touched documents
   * (`WorkingDocs.candidates`); documents committed before were in the store when it was asked.
   */
  private candidates(collection: string, filter: Filter): readonly string[] {
    const key = `${collection} ${JSON.stringify(filter)}`;
    const answer = this.answers.get(key);
    if (answer === undefined) throw new QueryMiss(collection, filter, key);
    const committing = this.inFlight?.docs.get(collection);
    return committing === undefined ? answer : [...new Set([...answer, ...committing.keys()])];
  }

  /** Every id the store finds for `filter`, page by page. */
  private async ask(missed: QueryMiss): Promise<void> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Doc[]; nextCursor: string | null } = await this.store
        .find(missed.collection, { filter: missed.filter, limit: CANDIDATE_PAGE, cursor })
        .catch((cause: unknown) => {
          throw new StoreReadFailed(missed.collection, missed.key, cause);
        });
      for (const doc of page.items) ids.push(doc.id);
      cursor = page.nextCursor;
    } while (cursor !== null);
    this.answers.set(missed.key, ids);
  }

  /**
   * A step that threw `error`: when it missed a document, what it wrote to `writes` since
   * `writes.begin()` is taken back (null: the step only reads), the document is fetched into the
   * cache, and the step runs again (until it misses no more). Any other error is the step's own.
   */
  private async again<R>(error: unknown, writes: WorkingDocs | null, step: () => R): Promise<R> {
    for (let missed = error; ;) {
      if (!(missed instanceof DocumentMiss) && !(missed instanceof QueryMiss)) throw missed;
      writes?.undo();
      if (missed instanceof QueryMiss) await this.ask(missed);
      else {
        const { collection, id } = missed;
        const doc = await this.store.get(collection, id).catch((cause: unknown) => {
          throw new StoreReadFailed(collection, id, cause);
        });
        this.cache.set(collection, id, doc);
      }
      try {
        return step();
      } catch (next) {
        missed = next;
      }
    }
  }

  /**
   * A document as the batch reads it: from the batch still committing, the cache, or the store when
   * it reads in-process. Known absent when a fresh pass never committed it. Otherwise a `DocumentMiss`.
   */
  private load(collection: string, id: string): Doc | null {
    const committing = this.inFlight?.docs.get(collection)?.get(id);
    if (committing !== undefined) return committing;
    const cached = this.cache.get(collection, id);
    if (cached !== undefined) return cached;
    if (this.committed?.mayHold(collection, id) === false) return null;
    if (this.store.getNow === undefined) throw new DocumentMiss(collection, id);
    let doc: Doc | null;
    try {
      doc = this.store.getNow(collection, id);
    } catch (cause) {
      throw new StoreReadFailed(collection, id, cause);
    }
    this.cache.set(collection, id, doc);
    return doc;
  }
}
