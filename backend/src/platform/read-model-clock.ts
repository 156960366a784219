import { Inject, Injectable } from '@nestjs/common';
import { ALL_PROJECTORS, type ProjectionRunner } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE, PROJECTION_RUNNER } from './tokens.js';

const POLL_MS = 15;

/**
 * How far the read models have got in the log. In-process (embedded) the runner tells at once;
 * with a separate projector the checkpoints are read from the document store.
 */
@Injectable()
export class ReadModelClock {
  private readonly names = ALL_PROJECTORS.map((p) => p.name);

  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  /** The position every read model has reached (0 before any). */
  async position(): Promise<number> {
    if (this.runner !== null) return Math.min(...this.runner.status().map((s) => s.checkpoint ?? 0));
    const checkpoints = new Map((await this.documents.listCheckpoints()).map((c) => [c.projection, c.position]));
    return Math.min(...this.names.map((name) => checkpoints.get(name) ?? 0));
  }

  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.runner !== null) return this.runner.waitFor(position, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while ((await this.position()) < position) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }
}
