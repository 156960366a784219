import { Query } from '@nestjs/cqrs';
import type { OrderView } from '@creators/contracts';

/** One of the buyer's orders; anyone else's is not found. */
export class GetOrder extends Query<OrderView> {
  constructor(
    readonly orderId: string,
    readonly buyerId: string,
  ) {
    super();
  }
}
