import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AsOfBuildsView } from '@creators/contracts';
import { listAsOf } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { AnalystJobs } from '../../jobs/analyst-jobs.js';
import { ListAsOfBuilds } from './list-as-of-builds.query.js';

@QueryHandler(ListAsOfBuilds)
export class ListAsOfBuildsHandler implements IQueryHandler<ListAsOfBuilds, AsOfBuildsView> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly jobs: AnalystJobs,
  ) {}

  async execute(): Promise<AsOfBuildsView> {
    const builds = await listAsOf(this.documents);
    return {
      items: builds
        .map(({ id, asOf, position, events, complete, builtAt }) => ({
          namespace: id,
          asOf,
          position,
          events,
          complete,
          builtAt,
        }))
        .sort((a, b) => b.builtAt.localeCompare(a.builtAt)),
      job: this.jobs.view(),
    };
  }
}
