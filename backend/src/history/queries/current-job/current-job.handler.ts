import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AnalystJobView } from '@creators/contracts';
import { AnalystJobs } from '../../jobs/analyst-jobs.js';
import { CurrentJob } from './current-job.query.js';

@QueryHandler(CurrentJob)
export class CurrentJobHandler implements IQueryHandler<CurrentJob, { job: AnalystJobView | null }> {
  constructor(private readonly jobs: AnalystJobs) {}

  execute(): Promise<{ job: AnalystJobView | null }> {
    return Promise.resolve({ job: this.jobs.view() });
  }
}
