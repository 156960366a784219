import { Body, Controller, Headers, HttpCode, Inject, Logger, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { isDomainError } from '../../platform/domain-error.js';
import { Metadata } from '../../platform/http/request-context.js';
import { RAW_JSON_ROUTE } from '../../platform/http/same-origin-json.js';
import { Public } from '../../platform/public.decorator.js';
import { commerceError } from '../commerce.errors.js';
import { SettlePayment } from '../commands/settle-payment/settle-payment.command.js';
import { UpdatePayoutAccount } from '../commands/update-payout-account/update-payout-account.command.js';
import { PAYMENT_GATEWAY, PaymentSignatureError, type PaymentGateway } from '../payments/payment-gateway.js';

/**
 * Stripe's notices about payments and about creators' connected accounts (their onboarding). Only a notice whose signature verifies is heard; the same
 * notice twice (Stripe retries) changes nothing; a notice about an order we never stored is
 * acknowledged and logged, so Stripe stops sending it.
 */
@ApiTags('commerce')
@Controller('api/payments')
export class PaymentWebhookController {
  private readonly logger = new Logger('Commerce');

  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
  ) {}

  @Public()
  @Post('stripe/webhook')
  @RouteConfig({ [RAW_JSON_ROUTE]: true })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe’s signed payment notices (the Stripe-Signature header is verified over the raw body)',
  })
  async stripe(
    @Body() body: unknown,
    @Headers('stripe-signature') signature: string | undefined,
    @Metadata() metadata: CommandMetadata,
  ): Promise<{ received: true }> {
    if (this.payments.provider !== 'stripe') throw commerceError('not_found', 'payments are in test mode here');
    let notice;
    try {
      notice = await this.payments.readNotice(Buffer.from(typeof body === 'string' ? body : '', 'utf8'), signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError)
        throw commerceError('bad_signature', 'the notice’s signature does not verify');
      throw error;
    }
    if (notice.outcome === 'ignored') return { received: true };
    if (notice.outcome === 'account') {
      const { creatorId, accountRef, ready } = notice;
      await this.commands.execute(new UpdatePayoutAccount(creatorId, accountRef, ready, metadata));
      return { received: true };
    }
    try {
      await this.commands.execute(new SettlePayment(notice.orderId, notice, metadata));
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'order_not_found') throw error;
      this.logger.warn(`payment notice ${notice.noticeId} is about order ${notice.orderId}, which was never placed`);
    }
    return { received: true };
  }
}
