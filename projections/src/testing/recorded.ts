import type { RecordedEvent } from '@creators/contracts';

/** Events of one stream as the store would hand them to a projector. */
export function recorded(
  streamId: string,
  events: readonly { type: string; data: object; at?: string }[],
): RecordedEvent[] {
  return events.map(({ type, data, at }, revision) => ({
    type,
    version: 1,
    data,
    streamId,
    revision,
    position: revision + 1,
    metadata: {
      eventId: `${streamId}-${revision}`,
      occurredAt: at ?? '2026-03-01T10:00:00.000Z',
      creatorId: null,
      correlationId: 'c',
      causationId: null,
    },
  }));
}
