import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModelProgressView } from '@creators/contracts';
import { projectionLag, type Projections } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from '../../../platform/tokens.js';
import { ReadModelProgress } from './read-model-progress.query.js';

/** From the stored checkpoints, so it answers the same whether this gateway or a worker projects. */
@QueryHandler(ReadModelProgress)
export class ReadModelProgressHandler implements IQueryHandler<ReadModelProgress, ReadModelProgressView> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections | null,
  ) {}

  async execute(): Promise<ReadModelProgressView> {
    const { head, projections } = await projectionLag({ events: this.events, documents: this.documents });
    const states = new Map((this.runner?.status() ?? []).map((s) => [s.name, s.state]));
    return {
      head,
      models: projections.map((p) => ({
        name: p.projection,
        version: p.version,
        state: states.get(p.projection) ?? null,
        checkpoint: p.checkpoint,
        behind: p.behind,
        atLeast: p.atLeast,
        lagSeconds: p.lagSeconds,
        rebuilding: p.rebuilding,
      })),
    };
  }
}
