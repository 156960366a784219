import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DiscountCodeView, Earnings, PayoutAccountAnswer, SalesPage } from '@creators/contracts';
import { CreateDiscountCode } from '../commands/create-discount-code/create-discount-code.command.js';
import { invalidField } from '../../platform/domain-error.js';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { CurrentActor, SignedIn, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { RefundOrder, type RefundAnswer } from '../commands/refund-order/refund-order.command.js';
import { ConnectPayoutAccount } from '../commands/connect-payout-account/connect-payout-account.command.js';
import { GetEarnings, GetStatement } from '../queries/get-earnings/get-earnings.query.js';
import { ListDiscountCodes } from '../queries/list-discount-codes/list-discount-codes.query.js';
import { ListSales } from '../queries/list-sales/list-sales.query.js';
import { CreateDiscountCodeDto, RefundReasonDto } from './commerce.dto.js';

const ORDER_ID = { name: 'orderId', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' };

/** A creator's money: sales and their refunds, earnings and statements, and the payout account (signed in: only the creator's own; anyone else's order is not found). */
@ApiTags('commerce')
@Controller('api/dashboard')
export class EarningsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('discount-codes')
  discountCodes(@CurrentActor() actor: Actor): Promise<{ items: DiscountCodeView[] }> {
    return this.queries.execute(new ListDiscountCodes(actor.creatorId));
  }

  @Post('discount-codes')
  @ApiBody({ type: CreateDiscountCodeDto })
  @HttpCode(201)
  createDiscountCode(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<{ code: string }> {
    const { code, percentOff, amountOff, currency, itemId, maxUses, expiresAt } = validateBody(
      CreateDiscountCodeDto,
      body,
    );
    return this.commands.execute(
      new CreateDiscountCode(
        {
          code,
          ...(percentOff === undefined ? {} : { percentOff }),
          ...(amountOff === undefined ? {} : { amountOff }),
          ...(currency === undefined ? {} : { currency }),
          ...(itemId === undefined ? {} : { itemId }),
          ...(maxUses === undefined ? {} : { maxUses }),
          ...(expiresAt === undefined ? {} : { expiresAt }),
        },
        metadata,
      ),
    );
  }

  @Get('earnings')
  earnings(@CurrentActor() actor: Actor): Promise<Earnings> {
    return this.queries.execute(new GetEarnings(actor.creatorId, new Date()));
  }

  /** One month's statement (UTC) as CSV: sales, refunds and payouts, a line each. */
  @Get('earnings/statement')
  @ApiQuery({ name: 'month', example: '2026-11', description: 'YYYY-MM' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  statement(@Query('month') month: unknown, @CurrentActor() actor: Actor): Promise<string> {
    if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      throw invalidField('month', 'must be a month such as 2026-11');
    }
    return this.queries.execute(new GetStatement(actor.creatorId, month));
  }

  /** Connects the creator's payout account: test mode's at once; with Stripe, where to finish onboarding. */
  @Post('payout-account')
  @HttpCode(200)
  connect(@SignedIn() metadata: SignedInMetadata): Promise<PayoutAccountAnswer> {
    return this.commands.execute(new ConnectPayoutAccount(metadata));
  }

  @Get('sales')
  list(@CurrentActor() actor: Actor): Promise<SalesPage> {
    return this.queries.execute(new ListSales(actor.creatorId));
  }

  /** The creator refunds a sale of their own accord; the buyer loses the item and hears why. */
  @Post('sales/:orderId/refund')
  @ApiParam(ORDER_ID)
  @ApiBody({ type: RefundReasonDto })
  @HttpCode(200)
  refund(
    @Param('orderId') orderId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<RefundAnswer> {
    const { reason } = validateBody(RefundReasonDto, body);
    return this.commands.execute(new RefundOrder(orderId, 'refund', reason.trim(), metadata));
  }

  @Post('sales/:orderId/refund-request/approve')
  @ApiParam(ORDER_ID)
  @HttpCode(200)
  approve(@Param('orderId') orderId: string, @SignedIn() metadata: SignedInMetadata): Promise<RefundAnswer> {
    return this.commands.execute(new RefundOrder(orderId, 'approve', '', metadata));
  }

  @Post('sales/:orderId/refund-request/decline')
  @ApiParam(ORDER_ID)
  @ApiBody({ type: RefundReasonDto })
  @HttpCode(200)
  decline(
    @Param('orderId') orderId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<RefundAnswer> {
    const { reason } = validateBody(RefundReasonDto, body);
    return this.commands.execute(new RefundOrder(orderId, 'decline', reason.trim(), metadata));
  }
}
