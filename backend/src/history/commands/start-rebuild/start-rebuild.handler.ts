import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { upcastEvent, type AnalystJobStarted } from '@creators/contracts';
import { ALL_PROJECTORS, ProjectionRunner } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { invalidField } from '../../../platform/domain-error.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { AnalystJobs } from '../../jobs/analyst-jobs.js';
import { StartRebuild } from './start-rebuild.command.js';

/**
 * Starts `history rebuild` in the gateway, in the background: the runner's own rebuild, which
 * builds the models aside and swaps them in when caught up, so the live product reads the old
 * models until then. The projector following the log (here or in its worker) notices the swap at
 * its next batch and follows on from the rebuilt checkpoint, as it does after the CLI's rebuild.
 */
@CommandHandler(StartRebuild)
export class StartRebuildHandler implements ICommandHandler<StartRebuild, AnalystJobStarted> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly jobs: AnalystJobs,
  ) {}

  execute({ models }: StartRebuild): Promise<AnalystJobStarted> {
    const known = ALL_PROJECTORS.map((model) => model.name);
    const unknown = models.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw invalidField('models', `no read model named ${unknown.join(', ')}; there are ${known.join(', ')}`);
    const names = models.length === 0 ? known : [...new Set(models)];
    const job = this.jobs.start('rebuild', names.join(', '), async (progress) => {
      const runner = new ProjectionRunner(this.events, this.documents, ALL_PROJECTORS, { upcast: upcastEvent });
      await runner.rebuild(names, { follow: false, onProgress: progress });
    });
    return Promise.resolve({ job, namespace: null });
  }
}
