import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PeriodicJob } from '../../../platform/periodic-job.js';
import { CompleteOrderFollowUps } from '../complete-order-follow-ups/complete-order-follow-ups.command.js';
import { GrantUnansweredRefunds } from '../grant-unanswered-refunds/grant-unanswered-refunds.command.js';
import { PayOutBalances } from './pay-out-balances.command.js';

/** How often the gateway grants unanswered refund requests and then pays out what is available. */
const RUN_EVERY_MS = 15 * 60 * 1000;

/**
 * The money's schedule: orders whose follow-up a stop cut short are completed (their licence and
 * mail), refunds left unanswered past their day are granted (they come out of what would be paid),
 * then available balances are paid out and their money moved. Every gateway may run it: the log
 * refunds an order once and pays money once.
 */
@Injectable()
export class PayoutSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob(RUN_EVERY_MS, () => this.run());

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  private async run(): Promise<void> {
    const now = new Date();
    await this.commands.execute(new CompleteOrderFollowUps(now));
    await this.commands.execute(new GrantUnansweredRefunds(now));
    await this.commands.execute(new PayOutBalances(now));
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
