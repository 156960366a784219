import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { orderNumber, type SalesPage, type SaleView } from '@creators/contracts';
import { findItemDeliverables, listSales } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { ListSales } from './list-sales.query.js';

@QueryHandler(ListSales)
export class ListSalesHandler implements IQueryHandler<ListSales, SalesPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ sellerId }: ListSales): Promise<SalesPage> {
    const sales = await listSales(this.documents, sellerId);
    const titles = new Map<string, string>();
    const items = await Promise.all(
      sales.map(async (sale): Promise<SaleView> => {
        if (!titles.has(sale.itemId)) {
          titles.set(sale.itemId, (await findItemDeliverables(this.documents, sale.itemId))?.title ?? 'A deleted item');
        }
        return {
          orderId: sale.orderId,
          orderNumber: orderNumber(sale.orderId),
          itemId: sale.itemId,
          kind: sale.kind,
          title: titles.get(sale.itemId) ?? 'A deleted item',
          amount: sale.amount,
          currency: sale.currency,
          status: sale.status === 'refunded' ? 'refunded' : 'paid',
          paidAt: sale.paidAt ?? sale.placedAt,
          refundedAt: sale.refundedAt,
          refundRequest:
            sale.requestStatus === 'none'
              ? null
              : { status: sale.requestStatus, reason: sale.requestReason ?? '', answerBy: sale.answerBy },
        };
      }),
    );
    return { items };
  }
}
