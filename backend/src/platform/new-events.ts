import { currentSchemaVersion, type NewEvent, type TypedEvent } from '@creators/contracts';
import { eventIdFor, type CommandMetadata } from './command-metadata.js';

/** An event as a decider produces it: its type and data; the envelope is added when it is stored. */
export interface DomainEvent extends TypedEvent {
  readonly data: object;
}

/**
 * Schema version of each event type as written now; older versions are upcast on read. It is one
 * past the type's last upcaster (contracts' registry), so writers and readers cannot disagree.
 */
export const schemaVersion = (type: string): number => currentSchemaVersion(type);

export function toNewEvents(decided: readonly DomainEvent[], streamId: string, metadata: CommandMetadata): NewEvent[] {
  return decided.map((event, index) => {
    const eventId = eventIdFor(metadata, streamId, index);
    return {
      type: event.type,
      version: schemaVersion(event.type),
      data: event.data,
      metadata: {
        eventId,
        occurredAt: metadata.now,
        creatorId: metadata.creatorId,
        correlationId: metadata.correlationId,
        causationId: null,
      },
    };
  });
}
