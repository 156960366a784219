import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnalystJobStarted } from '@creators/contracts';
import { ALL_PROJECTORS, rebuildInThread } from '@creators/projections';
import type { AppConfig } from '../../../config.js';
import { invalidField } from '../../../platform/domain-error.js';
import { APP_CONFIG } from '../../../platform/tokens.js';
import { AnalystJobs } from '../../jobs/analyst-jobs.js';
import { StartRebuild } from './start-rebuild.command.js';

/**
 * Starts `history rebuild` in the gateway, in the background: the runner's own rebuild, which
 * builds the models aside and swaps them in when caught up, so the live product reads the old
 * models until then. The projector following the log (here or in its worker) notices the swap at
 * its next batch and follows on from the rebuilt checkpoint, as it does after the CLI's rebuild.
 * It runs in a thread of its own, on its own connections to the stores, as an as-of build does.
 */
@CommandHandler(StartRebuild)
export class StartRebuildHandler implements ICommandHandler<StartRebuild, AnalystJobStarted> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: AnalystJobs,
  ) {}

  execute({ models }: StartRebuild): Promise<AnalystJobStarted> {
    const known = ALL_PROJECTORS.map((model) => model.name);
    const unknown = models.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw invalidField('models', `no read model named ${unknown.join(', ')}; there are ${known.join(', ')}`);
    const names = models.length === 0 ? known : [...new Set(models)];
    const job = this.jobs.start('rebuild', names.join(', '), async (progress, stop) => {
      await rebuildInThread(this.config, names, { onProgress: progress, signal: stop });
    });
    return Promise.resolve({ job, namespace: null });
  }
}
