import { Inject, Injectable } from '@nestjs/common';
import { ALL_PROJECTORS, readModelsMade, type Projections } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from './tokens.js';

/** How often waitFor looks again at a separate projector's checkpoints. */
const POLL_MS = 15;
/** How long a separate projector's checkpoints, once read, stand for "now". */
const FRESH_MS = 20;
const CATCH_UP_MS = 2000;

/**
 * Where the read models stand. `position`: the log position every one of them has reached, what
 * an answer is "at". `generation`: moves (up) whenever any of them commits; an answer kept for
 * one generation is exactly what a fresh read would give until it moves.
 */
export interface ReadMark {
  readonly position: number;
  readonly generation: number;
}

/**
 * How far the read models have got in the log. In-process (embedded) the runner's own state is
 * read, exact and without I/O; with a separate projector the checkpoints are read from the
 * document store at most every FRESH_MS, however many requests ask.
 */
@Injectable()
export class ReadModelClock {
  private readonly names = ALL_PROJECTORS.map((p) => p.name);
  /** The checkpoints last seen, one per projection: a change among them is a new generation. */
  private seen: number[] = [];
  private current: ReadMark = { position: 0, generation: 0 };
  /** When `current` was read from the store (production only). */
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<ReadMark> | null = null;
  private made = false;

  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections | null,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /**
   * Whether the projector has made the read models' collections (it makes them as it starts, in
   * this process or in its own): before that a read finds one missing. Asked of the store until true.
   */
  async modelsMade(): Promise<boolean> {
    this.made ||= await readModelsMade(this.documents);
    return this.made;
  }

  /** The mark now when it is known without I/O (always, embedded); null when the store must be asked. */
  known(): ReadMark | null {
    if (this.runner !== null) return this.observe(this.runner.status().map((s) => s.checkpoint ?? 0));
    return performance.now() - this.readAt < FRESH_MS ? this.current : null;
  }

  async mark(): Promise<ReadMark> {
    return this.known() ?? this.readCheckpoints();
  }

  /** The position every read model has reached (0 before any). */
  async position(): Promise<number> {
    return (await this.mark()).position;
  }

  /**
   * A position a client asks to read at, no further than the log's head: one past it will never be
   * reached, and waiting for it would only hold the request (a forged `rp` cookie, say).
   */
  async reachable(position: number): Promise<number> {
    if (position <= (this.known()?.position ?? -1)) return position;
    return Math.min(position, (await this.events.headPosition()) ?? 0);
  }

  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if ((this.known()?.position ?? -1) >= position) return true;
    if (this.runner !== null) return this.runner.waitFor(position, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while ((await this.readCheckpoints()).position < position) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /** One read of the store at a time; callers meanwhile share it. */
  private readCheckpoints(): Promise<ReadMark> {
    this.reading ??= (async () => {
      const started = performance.now();
      try {
        const stored = new Map((await this.documents.listCheckpoints()).map((c) => [c.projection, c.position]));
        const mark = this.observe(this.names.map((name) => stored.get(name) ?? 0));
        // Counted from before the read: what it saw is at least that old.
        this.readAt = started;
        return mark;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private observe(checkpoints: readonly number[]): ReadMark {
    let changed = checkpoints.length !== this.seen.length;
    for (let i = 0; !changed && i < checkpoints.length; i += 1) changed = checkpoints[i] !== this.seen[i];
    if (changed) {
      this.seen = [...checkpoints];
      this.current = {
        position: checkpoints.length === 0 ? 0 : Math.min(...checkpoints),
        generation: this.current.generation + 1,
      };
    }
    return this.current;
  }

  /**
   * Reads a document a stream's own events make. A writer may be ahead of the read model (a client
   * that sends X-Consistent-With never is): when the document is not there yet, waits briefly for
   * the stream's last event to be projected and reads again.
   */
  async readOwn<T>(streamId: string, read: () => Promise<T | null>): Promise<T | null> {
    const doc = await read();
    if (doc !== null) return doc;
    const last = (await this.events.readStream(streamId)).at(-1);
    if (last === undefined || !(await this.waitFor(last.position, CATCH_UP_MS))) return null;
    return read();
  }
}
