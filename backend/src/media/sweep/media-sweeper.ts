import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reportUnexpectedError } from '../../platform/error-reporting/report-unexpected.js';
import { MEDIA_SETTINGS } from '../../platform/tokens.js';
import { SweepUploads } from '../commands/sweep-uploads/sweep-uploads.command.js';
import type { MediaSettings } from '../media-settings.js';

/** Runs the sweep every `sweepEveryMs` while the gateway runs (never when it is 0). */
@Injectable()
export class MediaSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly commands: CommandBus,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.sweepEveryMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running !== null) return;
      this.running = this.commands
        .execute(new SweepUploads(new Date(), this.settings.graceMs))
        .catch(reportUnexpectedError)
        .finally(() => {
          this.running = null;
        });
    }, this.settings.sweepEveryMs);
    // A pending sweep must not keep a stopping process alive.
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.running;
  }
}
