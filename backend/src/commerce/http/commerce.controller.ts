import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MARKETPLACE_KINDS } from '@creators/contracts';
import type { ItemAccess, Library, MarketplaceKind, OrderStatus, OrderView, PlacedOrder } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { ApiItemParams } from '../../platform/http/openapi.js';
import { CurrentActor, SignedIn, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { GetFreeItem } from '../commands/get-free-item/get-free-item.command.js';
import { PayTestOrder } from '../commands/pay-test-order/pay-test-order.command.js';
import { PlaceOrder } from '../commands/place-order/place-order.command.js';
import { GetItemAccess } from '../queries/get-item-access/get-item-access.query.js';
import { GetLibrary } from '../queries/get-library/get-library.query.js';
import { GetOrder } from '../queries/get-order/get-order.query.js';
import { RequestRefund } from '../commands/request-refund/request-refund.command.js';
import { PlaceOrderDto, RefundReasonDto, TestCardDto } from './commerce.dto.js';

/** Getting free items, buying paid ones, and the library of what an account holds. */
@ApiTags('commerce')
@Controller('api')
export class CommerceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Anyone may ask; a visitor who is not signed in is simply not entitled. Never cached: links expire. */
  @Public()
  @Get('marketplace/:kind/:slug/access')
  @ApiItemParams(MARKETPLACE_KINDS)
  access(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
  ): Promise<ItemAccess> {
    return this.queries.execute(new GetItemAccess(kind, slug, request.actor?.creatorId ?? null));
  }

  @Post('marketplace/:kind/:slug/get')
  @ApiItemParams(MARKETPLACE_KINDS)
  @HttpCode(200)
  get(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ItemAccess> {
    return this.commands.execute(new GetFreeItem(kind, slug, metadata));
  }

  @Post('orders')
  @ApiBody({ type: PlaceOrderDto })
  @HttpCode(201)
  placeOrder(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<PlacedOrder> {
    const { itemId, amount, discountCode } = validateBody(PlaceOrderDto, body);
    return this.commands.execute(
      new PlaceOrder(itemId, { amount: amount ?? null, discountCode: discountCode ?? null }, metadata),
    );
  }

  @Get('orders/:orderId')
  @ApiParam({ name: 'orderId', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' })
  order(@Param('orderId') orderId: string, @CurrentActor() actor: Actor): Promise<OrderView> {
    return this.queries.execute(new GetOrder(orderId, actor.creatorId));
  }

  /** The built-in checkout (test mode only): a declined card answers 402 and the order takes another. */
  @Post('test-checkout/:orderId')
  @ApiParam({ name: 'orderId', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' })
  @ApiBody({ type: TestCardDto })
  @HttpCode(200)
  payTestOrder(
    @Param('orderId') orderId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<{ orderId: string; status: OrderStatus }> {
    const { cardNumber, expiry, cvc } = validateBody(TestCardDto, body);
    return this.commands.execute(new PayTestOrder(orderId, { cardNumber, expiry, cvc }, metadata));
  }

  /** The buyer asks the creator for a refund, within the days allowed after paying, once per order. */
  @Post('orders/:orderId/refund-request')
  @ApiParam({ name: 'orderId', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' })
  @ApiBody({ type: RefundReasonDto })
  @HttpCode(201)
  requestRefund(
    @Param('orderId') orderId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<{ orderId: string; answerBy: string }> {
    const { reason } = validateBody(RefundReasonDto, body);
    return this.commands.execute(new RequestRefund(orderId, reason.trim(), metadata));
  }

  @Get('library')
  library(@CurrentActor() actor: Actor): Promise<Library> {
    return this.queries.execute(new GetLibrary(actor.creatorId));
  }
}
