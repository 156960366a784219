import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutStreamId, type PayoutAccountAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
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
    const { accountRef, onboardingUrl } = await this.payments.connectPayoutAccount({
      creatorId,
      returnUrl: back,
      refreshUrl: `${back}?onboarding=again`,
    });
    const outcome = await handleCommand(
      this.events,
      payoutStreamId(creatorId),
      payoutsDecider,
      { type: 'ConnectAccount', account: { creatorId, provider: this.payments.provider, accountRef } },
      metadata,
    );
    await this.clock.waitFor(outcome.position, 2000);
    return { accountRef, testMode: this.payments.provider === 'test', onboardingUrl };
  }
}
