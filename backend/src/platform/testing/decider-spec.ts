import type { RecordedEvent } from '@creators/contracts';
import { DomainError, type DomainErrorCode } from '../domain-error.js';
import type { Decided, Decider } from '../event-sourcing.js';

/** Given these events (as they would be stored), when this command, then these events or this refusal. */
export function deciderSpec<State, Command>(decider: Decider<State, Command>) {
  return (given: readonly Decided[]) => {
    const history: RecordedEvent[] = given.map((event, revision) => ({
      ...event,
      version: 1,
      streamId: 'spec',
      revision,
      position: revision + 1,
      metadata: {
        eventId: `e${revision}`,
        occurredAt: '2026-03-01T10:00:00.000Z',
        creatorId: null,
        correlationId: 'c',
        causationId: null,
      },
    }));
    const state = history.reduce(decider.evolve, decider.initial);
    return {
      when: (command: Command) => ({
        then: (expected: readonly Decided[]): void => {
          expect(decider.decide(command, state)).toEqual(expected);
        },
        thenRefuses: (code: DomainErrorCode, fields?: readonly string[]): void => {
          let thrown: unknown = null;
          try {
            decider.decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (fields !== undefined) expect((thrown as DomainError).fields.map((f) => f.field)).toEqual(fields);
        },
      }),
    };
  };
}
