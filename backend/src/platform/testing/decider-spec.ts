import { DomainError } from '../domain-error.js';
import type { Decider } from '../event-sourcing.js';
import type { DomainEvent } from '../new-events.js';

/** Given these events (as they would be stored), when this command, then these events or this refusal. */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (given: readonly Event[]) => {
    const state = given.reduce(decider.evolve, decider.initial);
    return {
      when: (command: Command) => ({
        then: (expected: readonly Event[]): void => {
          expect(decider.decide(command, state)).toEqual(expected);
        },
        thenRefuses: (code: string, fields?: readonly string[]): void => {
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
