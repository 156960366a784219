import { Command } from '@nestjs/cqrs';

/** Pays every connected creator what is available to them now, per currency; answers how many payouts were sent. */
export class PayOutBalances extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}
