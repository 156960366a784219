import type { RecordedEvent } from '@creators/contracts';

/** A projection stopped on an event it could not apply; it names where, so the log can be inspected. */
export class ProjectionError extends Error {
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'position' | 'type' | 'streamId'>,
    cause: unknown,
  ) {
    super(
      `projection ${projection} stopped at position ${event.position} (${event.type} in ${event.streamId}): ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.name = 'ProjectionError';
  }
}

/**
 * A read from the document store failed while a batch was projected: the store's fault, not the
 * projector's. It aborts the whole batch (nothing of it is committed) and the runner retries it from
 * the stored checkpoints, so a network blip or an election never stops a projection.
 */
export class StoreReadFailed extends Error {
  constructor(collection: string, id: string, cause: unknown) {
    super(`reading ${collection}/${id} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreReadFailed';
  }
}
