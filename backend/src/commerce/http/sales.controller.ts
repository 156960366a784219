import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import type { SalesPage } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { CurrentActor, SignedIn, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { RefundOrder, type RefundAnswer } from '../commands/refund-order/refund-order.command.js';
import { ListSales } from '../queries/list-sales/list-sales.query.js';
import { RefundReasonDto } from './commerce.dto.js';

const ORDER_ID = { name: 'orderId', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' };

/** A creator's sales and their refunds (signed in: only the creator's own; anyone else's order is not found). */
@ApiTags('commerce')
@Controller('api/dashboard/sales')
export class SalesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<SalesPage> {
    return this.queries.execute(new ListSales(actor.creatorId));
  }

  /** The creator refunds a sale of their own accord; the buyer loses the item and hears why. */
  @Post(':orderId/refund')
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

  @Post(':orderId/refund-request/approve')
  @ApiParam(ORDER_ID)
  @HttpCode(200)
  approve(@Param('orderId') orderId: string, @SignedIn() metadata: SignedInMetadata): Promise<RefundAnswer> {
    return this.commands.execute(new RefundOrder(orderId, 'approve', '', metadata));
  }

  @Post(':orderId/refund-request/decline')
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
