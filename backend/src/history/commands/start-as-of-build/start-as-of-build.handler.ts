import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnalystJobStarted } from '@creators/contracts';
import { buildAsOfInThread, describeAsOf, defaultNamespace, parseAsOf } from '@creators/projections';
import type { AppConfig } from '../../../config.js';
import { invalidField } from '../../../platform/domain-error.js';
import { APP_CONFIG } from '../../../platform/tokens.js';
import { AnalystJobs } from '../../jobs/analyst-jobs.js';
import { StartAsOfBuild } from './start-as-of-build.command.js';

/**
 * Starts `history replay --as-of` in the gateway, in the background: the read models are built in
 * the moment's own namespace (`asof_<namespace>_...`), which the live product never reads. A moment
 * already built is kept as it is. The build runs in a thread of its own, on its own connections to
 * the stores, so the gateway's requests keep their event loop while it replays the log.
 */
@CommandHandler(StartAsOfBuild)
export class StartAsOfBuildHandler implements ICommandHandler<StartAsOfBuild, AnalystJobStarted> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: AnalystJobs,
  ) {}

  execute({ asOf: asked }: StartAsOfBuild): Promise<AnalystJobStarted> {
    const asOf = parseAsOf(asked);
    if (asOf === null)
      throw invalidField('asOf', 'must be an ISO date or time, such as 2026-03-01T09:30Z, or a position of the log');
    const namespace = defaultNamespace(asOf);
    const job = this.jobs.start('as-of', describeAsOf(asOf), async (progress, stop) => {
      await buildAsOfInThread(this.config, asOf, { namespace, onProgress: progress, signal: stop });
    });
    return Promise.resolve({ job, namespace });
  }
}
