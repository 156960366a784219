import type { RecordedEvent } from '@creators/contracts';
import type { CollectionSpec } from '@creators/storage';
import type { Projector } from './projector.js';
import type { WorkingDocs } from './working-docs.js';

/**
 * State several read models follow, folded once per event for all of them (a stage): it keeps its
 * own documents and says, for each event, what changed, as values its views are shown. The runner
 * knows no particular stage; it learns each from the views that name it.
 */
export interface Stage<Change> {
  readonly name: string;
  /** Bump when the stage's logic or shape changes: it and its views are then rebuilt together. */
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  /**
   * Collections a former version kept that this one no longer has (models it replaced): dropped once
   * it is swapped in, so an upgraded store keeps no leftovers.
   */
  readonly replaces?: readonly string[];
  /** Folds one event into the stage's documents and lists what changed, in order. */
  fold(event: RecordedEvent, docs: WorkingDocs): readonly Change[];
  /** What a change is about: the changes of one subject are shown in order (null: shown at once). */
  subjectOf(change: Change): string | null;
  /**
   * Whether a change may wait for the next of its subject in the same batch and be shown merged
   * with it (engagement: a batch's views of an item are shown once). Shown before any change of
   * its subject that may not wait.
   */
  mergeable(change: Change): boolean;
  /** Two changes of one subject as one: from where the first began to where the second ended. */
  merge(first: Change, second: Change): Change;
  /** The change as seen by a view that has already applied its beginning: only where it ends. */
  endOf(change: Change): Change;
  /**
   * The events a change covers when it is not only the one just folded (null: only that one): a
   * change the stage counted over several events and folds later (`flush`, or before the next
   * event of its subject). A waiting change is shown from the first event it covers to the last.
   */
  spanOf?(change: Change): { readonly from: RecordedEvent; readonly to: RecordedEvent } | null;
  /** What the stage counted during the batch and has not folded yet, folded at its end. */
  flush?(docs: WorkingDocs): readonly Change[];
}

/** A read model that keeps no state of its own: it follows a stage and shows each of its changes. */
export interface StageView<Change> {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  /**
   * Collections a former version kept that this one no longer has (models it replaced): dropped once
   * it is swapped in, so an upgraded store keeps no leftovers.
   */
  readonly replaces?: readonly string[];
  readonly stage: Stage<Change>;
  show(change: Change, docs: WorkingDocs): void;
}

/**
 * A read model the runner feeds: an event-level projector, or a view of a stage (of any change
 * type: the pass hands a stage's changes to its own views only, and the members above are methods,
 * whose parameters compare both ways).
 */
export type ReadModel = Projector | StageView<unknown>;

export const isStageView = (model: ReadModel): model is StageView<unknown> => 'stage' in model;

/** The collections a read model or stage owns. */
export interface Owned {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  readonly replaces?: readonly string[];
}

/** The stages the models follow (each once, before its views), then the models. */
export function withStages(models: readonly ReadModel[]): (ReadModel | Stage<unknown>)[] {
  const stages = new Set<Stage<unknown>>();
  for (const model of models) if (isStageView(model)) stages.add(model.stage);
  return [...stages, ...models];
}
