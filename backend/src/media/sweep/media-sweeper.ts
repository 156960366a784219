import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PeriodicJob } from '../../platform/periodic-job.js';
import { MEDIA_SETTINGS } from '../../platform/tokens.js';
import { SweepUploads } from '../commands/sweep-uploads/sweep-uploads.command.js';
import type { MediaSettings } from '../media-settings.js';

/** Runs the sweep every `sweepEveryMs` while the gateway runs (never when it is 0). */
@Injectable()
export class MediaSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job: PeriodicJob;

  constructor(commands: CommandBus, @Inject(MEDIA_SETTINGS) settings: MediaSettings) {
    this.job = new PeriodicJob(settings.sweepEveryMs, () =>
      commands.execute(new SweepUploads(new Date(), settings.graceMs)),
    );
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
