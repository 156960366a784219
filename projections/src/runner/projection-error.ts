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
