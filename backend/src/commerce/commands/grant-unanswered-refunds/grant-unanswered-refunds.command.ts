import { Command } from '@nestjs/cqrs';

/** Grants every refund request its creator left unanswered past its `answerBy`; answers how many. */
export class GrantUnansweredRefunds extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}
