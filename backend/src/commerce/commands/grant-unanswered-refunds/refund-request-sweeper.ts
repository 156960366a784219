import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reportUnexpectedError } from '../../../platform/error-reporting/report-unexpected.js';
import { GrantUnansweredRefunds } from './grant-unanswered-refunds.command.js';

/** How often the gateway looks for refund requests left unanswered past their day. */
const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Grants unanswered refund requests on a timer (every gateway may: the log refunds an order once). */
@Injectable()
export class RefundRequestSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.sweeping !== null) return;
      this.sweeping = this.commands
        .execute(new GrantUnansweredRefunds(new Date()))
        .catch(reportUnexpectedError)
        .finally(() => {
          this.sweeping = null;
        });
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.sweeping;
  }
}
