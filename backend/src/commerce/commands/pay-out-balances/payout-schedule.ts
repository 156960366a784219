import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reportUnexpectedError } from '../../../platform/error-reporting/report-unexpected.js';
import { GrantUnansweredRefunds } from '../grant-unanswered-refunds/grant-unanswered-refunds.command.js';
import { PayOutBalances } from './pay-out-balances.command.js';

/** How often the gateway grants unanswered refund requests and then pays out what is available. */
const RUN_EVERY_MS = 15 * 60 * 1000;

/**
 * The money's schedule: refunds left unanswered past their day are granted first (they come out
 * of what would be paid), then available balances are paid out. Every gateway may run it: the log
 * refunds an order once and pays money once.
 */
@Injectable()
export class PayoutSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running !== null) return;
      this.running = this.run()
        .catch(reportUnexpectedError)
        .finally(() => {
          this.running = null;
        });
    }, RUN_EVERY_MS);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    const now = new Date();
    await this.commands.execute(new GrantUnansweredRefunds(now));
    await this.commands.execute(new PayOutBalances(now));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.running;
  }
}
