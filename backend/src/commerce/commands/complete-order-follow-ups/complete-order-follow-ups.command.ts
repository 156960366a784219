import { Command } from '@nestjs/cqrs';

/** Completes what follows each order paid or refunded lately whose e-mail is missing; answers how many were completed. */
export class CompleteOrderFollowUps extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}
