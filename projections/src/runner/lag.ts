import type { EventStore } from '@creators/storage';

/** How far a read model is behind the log, measured in events and time, never by subtracting positions. */
export interface Lag {
  /** Events after the checkpoint, counted up to `LAG_COUNT_LIMIT` (see `atLeast`). */
  readonly behind: number;
  /** More events follow than were counted: `behind` is a lower bound. */
  readonly atLeast: boolean;
  /** Age of the oldest event not yet applied, in seconds; 0 when caught up. */
  readonly lagSeconds: number;
}

/** Past this many events a lag is only "at least": counting further would read the log for nothing. */
export const LAG_COUNT_LIMIT = 10_000;

export const NO_LAG: Lag = { behind: 0, atLeast: false, lagSeconds: 0 };

/**
 * Each checkpoint's lag, read from the log: on EventStoreDB positions are byte offsets, so the
 * distance between two of them says nothing about events. Checkpoints that stand at the same
 * place (most of them) are measured once.
 */
export async function measureLag(
  events: Pick<EventStore, 'readAllJson'>,
  checkpoints: readonly (number | null)[],
  now: number = Date.now(),
): Promise<Lag[]> {
  const measured = new Map<number | null, Promise<Lag>>();
  const measure = async (after: number | null): Promise<Lag> => {
    const pending = await events.readAllJson({ after, limit: LAG_COUNT_LIMIT + 1 });
    const oldest = pending[0];
    if (oldest === undefined) return NO_LAG;
    const age = (now - Date.parse(oldest.occurredAt)) / 1000;
    return {
      behind: Math.min(pending.length, LAG_COUNT_LIMIT),
      atLeast: pending.length > LAG_COUNT_LIMIT,
      lagSeconds: Number.isFinite(age) ? Math.max(0, age) : 0,
    };
  };
  return Promise.all(
    checkpoints.map((checkpoint) => {
      let lag = measured.get(checkpoint);
      if (lag === undefined) {
        lag = measure(checkpoint);
        measured.set(checkpoint, lag);
      }
      return lag;
    }),
  );
}
