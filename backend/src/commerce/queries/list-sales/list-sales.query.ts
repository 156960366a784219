import { Query } from '@nestjs/cqrs';
import type { SalesPage } from '@creators/contracts';

/** A creator's own sales, newest first, with refunds and refund requests. */
export class ListSales extends Query<SalesPage> {
  constructor(readonly sellerId: string) {
    super();
  }
}
