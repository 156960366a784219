import { upcastEvent, type RecordedEvent } from '@creators/contracts';
import { collectionName, type CollectionSpec, type DocumentStore, type EventStore } from '@creators/storage';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { ProjectionPass, REPLAY_BATCH_SIZE, roleOf } from '../runner/projection-pass.js';
import { withStages, type Owned, type ReadModel } from '../runner/read-model.js';
import { parseInstant, parsePosition } from './event-filter.js';

/** A point in the log's past: a global position, or an instant (events recorded up to then). */
export type AsOf =
  { readonly kind: 'position'; readonly position: number } | { readonly kind: 'time'; readonly time: string };

/** `1234` is a position; an ISO date or time is an instant (a date alone: the end of that UTC day). */
export function parseAsOf(value: string): AsOf | null {
  const position = parsePosition(value);
  if (position !== null) return { kind: 'position', position };
  const time = parseInstant(value, 'end');
  return time === null ? null : { kind: 'time', time };
}

export const describeAsOf = (asOf: AsOf): string =>
  asOf.kind === 'position' ? `position ${asOf.position}` : asOf.time;

/** The namespace an as-of point is built into unless named: `p1234`, or `t20260301t235959`. */
export const defaultNamespace = (asOf: AsOf): string =>
  asOf.kind === 'position'
    ? `p${asOf.position}`
    : `t${asOf.time.slice(0, 10).replaceAll('-', '')}t${asOf.time.slice(11, 19).replaceAll(':', '')}`;

const NAMESPACE = /^[a-z0-9]{1,40}$/;
export const isNamespace = (name: string): boolean => NAMESPACE.test(name);

/**
 * Where a read model's collection lives in a namespace: `asof_<name>_<collection>`. The product
 * reads only the plain names, so a namespace never shows up in it.
 */
export const asOfCollection = (namespace: string, collection: string): string => `asof_${namespace}_${collection}`;
/**
 * Every collection an as-of build holds, by its plain name (the read models' and the stages they
 * follow): what a reader of a namespace reads from there instead of the live collection.
 */
export const asOfReadModelCollections = (): ReadonlySet<string> =>
  new Set(withStages(ALL_PROJECTORS).flatMap((model) => model.collections.map((spec) => spec.name)));
const asOfCheckpoint = (namespace: string, projection: string): string => `asof:${namespace}:${projection}`;

/** One built namespace, as `replay --list` shows it. */
export interface AsOfNamespaceDoc {
  readonly id: string;
  readonly asOf: string;
  /** The last event applied (null: the log held nothing then). */
  readonly position: number | null;
  readonly events: number;
  readonly projections: readonly string[];
  readonly complete: boolean;
  readonly builtAt: string;
  readonly [field: string]: unknown;
}

export const AS_OF_NAMESPACES = collectionName<AsOfNamespaceDoc>('history_as_of');
export const AS_OF_NAMESPACES_SPEC: CollectionSpec = { name: AS_OF_NAMESPACES, fields: {} };

/** Read models as they stood at a point of the log, in their own namespace. */
export interface AsOfModel {
  readonly namespace: string;
  readonly asOf: AsOf;
  readonly position: number | null;
  readonly events: number;
  /** Whether this run built it (false: an earlier build of the same point was reused). */
  readonly built: boolean;
  physical(collection: string): string;
}

export interface BuildProgress {
  readonly position: number;
  readonly head: number;
  readonly events: number;
}

export interface BuildOptions {
  readonly namespace?: string;
  readonly projectors?: readonly ReadModel[];
  /** Build again even when the namespace already holds this point. */
  readonly fresh?: boolean;
  readonly batchSize?: number;
  readonly onProgress?: (progress: BuildProgress) => void;
  readonly now?: () => Date;
}

/** The events of `batch` up to the point, and whether the point was reached within it. */
function cut(batch: readonly RecordedEvent[], asOf: AsOf): { events: readonly RecordedEvent[]; reached: boolean } {
  // A time ends at the first event recorded after it: the log as it stood, not a sieve through it.
  const beyond = batch.findIndex((event) =>
    asOf.kind === 'position' ? event.position > asOf.position : event.metadata.occurredAt > asOf.time,
  );
  return beyond < 0 ? { events: batch, reached: false } : { events: batch.slice(0, beyond), reached: true };
}

/**
 * Replays the log from the start up to the point into every read model (or the given ones), built
 * in the namespace's own collections with their own checkpoints, reading the log once. A namespace
 * already built to the same point with the same read models is reused.
 */
export async function buildAsOf(
  stores: { readonly events: EventStore; readonly documents: DocumentStore },
  asOf: AsOf,
  options: BuildOptions = {},
): Promise<AsOfModel> {
  const { events, documents } = stores;
  const namespace = options.namespace ?? defaultNamespace(asOf);
  if (!isNamespace(namespace))
    throw new Error(`a namespace is 1 to 40 lower-case letters and digits, not "${namespace}"`);
  const projectors = options.projectors ?? ALL_PROJECTORS;
  const names = projectors.map((p) => p.name).sort();
  const physical = (collection: string): string => asOfCollection(namespace, collection);
  const now = options.now ?? (() => new Date());

  await documents.ensureCollections([AS_OF_NAMESPACES_SPEC]);
  const earlier = await documents.get(AS_OF_NAMESPACES, namespace);
  if (
    options.fresh !== true &&
    earlier?.complete === true &&
    earlier.asOf === describeAsOf(asOf) &&
    JSON.stringify(earlier.projections) === JSON.stringify(names)
  ) {
    return { namespace, asOf, position: earlier.position, events: earlier.events, built: false, physical };
  }

  await dropAsOf(documents, namespace, earlier?.projections ?? names);
  // Views read the stages they follow, built in the namespace beside them.
  const built = withStages(projectors);
  const specs = built.flatMap((p) => p.collections.map((spec) => ({ ...spec, name: physical(spec.name) })));
  // Nobody reads the namespace until it is complete: its indexes are made then, in one go.
  await documents.ensureCollections(specs.map((spec) => ({ ...spec, deferIndexes: true })));
  const record = async (position: number | null, count: number, complete: boolean): Promise<void> => {
    const doc: AsOfNamespaceDoc = {
      id: namespace,
      asOf: describeAsOf(asOf),
      position,
      events: count,
      projections: names,
      complete,
      builtAt: now().toISOString(),
    };
    await documents.write([{ op: 'put', collection: AS_OF_NAMESPACES, doc }]);
  };
  await record(null, 0, false);

  const pass = new ProjectionPass(
    documents,
    built.map((model) => ({
      name: model.name,
      role: roleOf(model),
      checkpointName: asOfCheckpoint(namespace, model.name),
      physical,
      position: null,
      failure: null,
    })),
    // dropAsOf left the namespace's collections empty, and only this pass writes them.
    { upcast: upcastEvent, fresh: true },
  );
  const batchSize = options.batchSize ?? REPLAY_BATCH_SIZE;
  const head = (await events.headPosition()) ?? 0;
  const goal = asOf.kind === 'position' ? Math.min(head, asOf.position) : head;
  let position: number | null = null;
  let count = 0;
  for (;;) {
    const batch = await events.readAll({ after: position, limit: batchSize });
    const { events: kept, reached } = cut(batch, asOf);
    const last = kept.at(-1);
    if (last !== undefined) {
      if (!(await pass.apply(kept, last.position, { previous: true }))) {
        throw new Error(`namespace ${namespace} is being built by another run at the same time`);
      }
      const failed = pass.lanes.find((lane) => lane.failure !== null);
      if (failed?.failure) throw failed.failure;
      position = last.position;
      count += kept.length;
      options.onProgress?.({ position, head: goal, events: count });
    }
    if (reached || batch.length < batchSize) break;
  }
  if (!(await pass.settle())) throw new Error(`namespace ${namespace} is being built by another run at the same time`);
  await documents.ensureCollections(specs);
  await record(position, count, true);
  return { namespace, asOf, position, events: count, built: true, physical };
}

/** Removes a namespace: its collections, checkpoints and record. */
export async function dropAsOf(
  documents: DocumentStore,
  namespace: string,
  projections: readonly string[] = ALL_PROJECTORS.map((p) => p.name),
): Promise<void> {
  const everything: Owned[] = withStages(ALL_PROJECTORS);
  const known = new Map<string, Owned>(everything.map((p) => [p.name, p]));
  const stages = everything.filter((p) => !ALL_PROJECTORS.some((model) => model.name === p.name));
  for (const name of [...stages.map((stage) => stage.name), ...projections]) {
    const projector = known.get(name);
    for (const spec of projector?.collections ?? [])
      await documents.dropCollection(asOfCollection(namespace, spec.name));
    // Moving "no checkpoint" onto one removes it (as the runner clears an interrupted rebuild's).
    const checkpoint = asOfCheckpoint(namespace, name);
    await documents.swap([], [{ from: `${checkpoint}#none`, to: checkpoint }]);
  }
  await documents.ensureCollections([AS_OF_NAMESPACES_SPEC]);
  await documents.write([{ op: 'delete', collection: AS_OF_NAMESPACES, id: namespace }]);
}

export async function listAsOf(documents: DocumentStore): Promise<AsOfNamespaceDoc[]> {
  await documents.ensureCollections([AS_OF_NAMESPACES_SPEC]);
  const found: AsOfNamespaceDoc[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: AsOfNamespaceDoc[]; nextCursor: string | null } = await documents.find(AS_OF_NAMESPACES, {
      limit: 500,
      cursor,
    });
    found.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return found;
}
