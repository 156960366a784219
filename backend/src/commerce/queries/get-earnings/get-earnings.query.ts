import { Query } from '@nestjs/cqrs';
import type { Earnings } from '@creators/contracts';

/** A creator's ledger: balances, months, payouts and payout account. */
export class GetEarnings extends Query<Earnings> {
  constructor(
    readonly creatorId: string,
    readonly now: Date,
  ) {
    super();
  }
}

/** A creator's statement of one month (`YYYY-MM`), as CSV. */
export class GetStatement extends Query<string> {
  constructor(
    readonly creatorId: string,
    readonly month: string,
  ) {
    super();
  }
}
