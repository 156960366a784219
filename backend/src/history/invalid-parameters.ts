import { EventFilterError } from '@creators/projections';
import { commonError } from '../platform/domain-error.js';

/** Runs a read whose parameters the shared event filter checks, answering a refusal as a 400 naming each parameter. */
export async function asInvalidInput<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof EventFilterError) throw commonError('invalid_input', error.message, error.problems);
    throw error;
  }
}
