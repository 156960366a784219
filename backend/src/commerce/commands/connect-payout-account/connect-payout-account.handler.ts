import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutStreamId, type PayoutAccountAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand, loadState } from '../../../platform/event-sourcing.js';
import { PublicOrigin } from '../../../platform/http/public-origin.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { payoutsDecider } from '../../domain/payouts.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/payment-gateway.js';
import { ConnectPayoutAccount } from './connect-payout-account.command.js';

/**
 * The provider makes the account (once per creator, so asking again answers the same one and a
 * fresh onboarding link); the log keeps which account it is. No bank or identity detail enters
 * the log: Stripe's onboarding keeps those.
 */
@CommandHandler(ConnectPayoutAccount)
export class ConnectPayoutAccountHandler implements ICommandHandler<ConnectPayoutAccount, PayoutAccountAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly origin: PublicOrigin,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ metadata }: ConnectPayoutAccount): Promise<PayoutAccountAnswer> {
    const creatorId = metadata.creatorId;
    const back = `${this.origin.get()}/dashboard/earnings`;
    const stream = payoutStreamId(creatorId);
    const { account } = (await loadState(this.events, stream, payoutsDecider)).state;
    const { accountRef, onboardingUrl, ready } = await this.payments.connectPayoutAccount({
      creatorId,
      accountRef: account?.provider === this.payments.provider ? account.accountRef : null,
      returnUrl: back,
      refreshUrl: `${back}?onboarding=again`,
    });
    const provider = this.payments.provider;
    const connected = await handleCommand(
      this.events,
      stream,
      payoutsDecider,
      { type: 'ConnectAccount', account: { creatorId, provider, accountRef, ready } },
      metadata,
    );
    // Coming back from the onboarding, the account may take money now: the log hears it without waiting for Stripe's notice.
    const updated = await handleCommand(
      this.events,
      stream,
      payoutsDecider,
      { type: 'UpdateAccount', accountRef, ready },
      {
        ...metadata,
        idempotencyKey: metadata.idempotencyKey === null ? null : `${metadata.idempotencyKey}:ready`,
      },
    );
    await this.clock.waitFor(Math.max(connected.position, updated.position), 2000);
    return { accountRef, testMode: provider === 'test', onboardingUrl };
  }
}
