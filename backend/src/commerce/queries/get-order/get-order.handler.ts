import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { orderNumber, type OrderView } from '@creators/contracts';
import { findItemDeliverables, findOrder } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { GetOrder } from './get-order.query.js';

@QueryHandler(GetOrder)
export class GetOrderHandler implements IQueryHandler<GetOrder, OrderView> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orderId, buyerId }: GetOrder): Promise<OrderView> {
    const order = await findOrder(this.documents, orderId);
    // Someone else's order is not found: its existence is nobody else's business.
    if (order === null || order.buyerId !== buyerId) throw commerceError('order_not_found', 'you have no such order');
    const item = await findItemDeliverables(this.documents, order.itemId);
    return {
      orderId: order.orderId,
      orderNumber: orderNumber(order.orderId),
      itemId: order.itemId,
      kind: order.kind,
      slug: item?.slug ?? '',
      title: item?.title ?? 'A deleted item',
      coverImage: item?.coverImage ?? null,
      coverImageUrl: item?.coverImageUrl ?? null,
      creatorName: item?.creator.name ?? '',
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      placedAt: order.placedAt,
      paidAt: order.paidAt,
      failure: order.failure,
      licenceId: order.licenceId,
      mode: order.provider,
    };
  }
}
