import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutStreamId } from '@creators/contracts';
import { listPayoutAccounts, listPayouts, listSales, type PayoutAccountDoc } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { AppConfig } from '../../../config.js';
import { newIdFor, systemMetadata } from '../../../platform/command-metadata.js';
import { handleCommand, loadState } from '../../../platform/event-sourcing.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { payoutsDecider } from '../../domain/payouts.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/payment-gateway.js';
import { balancesOf } from '../../queries/get-earnings/earnings.js';
import { PayOutBalances } from './pay-out-balances.command.js';

/**
 * The payout run: for each creator whose account takes money, and each currency, the available
 * balance (sales past the hold that the product took whole, less refunds, fees and earlier
 * payouts) becomes a `PayoutSent`; then each payout not yet moved is transferred by the provider
 * (keyed by the payout, so a run cut short moves it once) and recorded as `PayoutTransferred`.
 * Each payout names what was paid out before it, so two runs at once (two gateways) pay the
 * money once. Sales paid straight to the creator's account (destination charges) are never part
 * of a payout: the payment itself paid them.
 */
@CommandHandler(PayOutBalances)
export class PayOutBalancesHandler implements ICommandHandler<PayOutBalances, number> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'payoutHoldDays'>,
  ) {}

  async execute({ now }: PayOutBalances): Promise<number> {
    let sent = 0;
    for (const account of await listPayoutAccounts(this.documents)) {
      // An account of the other provider (test mode's, under Stripe) or not onboarded yet is paid nothing now.
      if (!account.ready || account.provider !== this.payments.provider) continue;
      sent += await this.send(account, now);
      await this.transfer(account, now);
    }
    return sent;
  }

  private async send({ creatorId }: PayoutAccountDoc, now: Date): Promise<number> {
    let sent = 0;
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
    return sent;
  }

  /** Moves every payout the log has sent but not yet transferred, oldest first. */
  private async transfer({ creatorId, accountRef }: PayoutAccountDoc, now: Date): Promise<void> {
    const stream = payoutStreamId(creatorId);
    const { state } = await loadState(this.events, stream, payoutsDecider);
    for (const { payoutId, amount, currency } of state.untransferred) {
      const { transferRef } = await this.payments.transfer({ payoutId, accountRef, amount, currency });
      const metadata = { ...systemMetadata(creatorId), now: now.toISOString() };
      await handleCommand(
        this.events,
        stream,
        payoutsDecider,
        { type: 'RecordTransfer', payoutId, transferRef },
        metadata,
      );
    }
  }
}
