import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutStreamId } from '@creators/contracts';
import { listPayoutAccounts, listPayouts, listSales } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { AppConfig } from '../../../config.js';
import { newIdFor, systemMetadata } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { payoutsDecider } from '../../domain/payouts.decider.js';
import { balancesOf } from '../../queries/get-earnings/earnings.js';
import { PayOutBalances } from './pay-out-balances.command.js';

/**
 * The payout run: for each connected creator and currency, the available balance (sales past the
 * hold, less refunds, fees and earlier payouts) becomes a `PayoutSent`. Each payout names what was
 * paid out before it, so two runs at once (two gateways) pay the money once.
 */
@CommandHandler(PayOutBalances)
export class PayOutBalancesHandler implements ICommandHandler<PayOutBalances, number> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'payoutHoldDays'>,
  ) {}

  async execute({ now }: PayOutBalances): Promise<number> {
    let sent = 0;
    for (const { creatorId } of await listPayoutAccounts(this.documents)) {
      const [sales, payouts] = await Promise.all([
        listSales(this.documents, creatorId),
        listPayouts(this.documents, creatorId),
      ]);
      for (const balance of balancesOf(sales, payouts, now.getTime(), this.config.payoutHoldDays)) {
        if (balance.available <= 0) continue;
        const metadata = { ...systemMetadata(creatorId), now: now.toISOString() };
        const outcome = await handleCommand(
          this.events,
          payoutStreamId(creatorId),
          payoutsDecider,
          {
            type: 'SendPayout',
            payoutId: newIdFor(metadata, 'payout'),
            creatorId,
            currency: balance.currency,
            amount: balance.available,
            paidSoFar: balance.paidOut,
          },
          metadata,
        );
        sent += outcome.events.length;
      }
    }
    return sent;
  }
}
