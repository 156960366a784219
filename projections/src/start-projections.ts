import { upcastEvent } from '@creators/contracts';
import type { DocumentStore, EventStore } from '@creators/storage';
import { ALL_PROJECTORS } from './all-projectors.js';
import { ProjectionRunner, type RunnerOptions } from './runner/projection-runner.js';

/** The runner over every read model, not yet started: the gateway starts it once it listens. */
export function createProjections(
  events: EventStore,
  documents: DocumentStore,
  options: Omit<RunnerOptions, 'upcast'> = {},
): ProjectionRunner {
  return new ProjectionRunner(events, documents, ALL_PROJECTORS, {
    onError: (error) => {
      console.error(`[projections] ${error.message}`);
    },
    ...options,
    // Projectors only ever see the current shape of each event type.
    upcast: upcastEvent,
  });
}

/** The runner over every read model, started: used by the worker and by tests. */
export async function startProjections(
  events: EventStore,
  documents: DocumentStore,
  options: Omit<RunnerOptions, 'upcast'> = {},
): Promise<ProjectionRunner> {
  const runner = createProjections(events, documents, options);
  await runner.start();
  return runner;
}
