import { Query } from '@nestjs/cqrs';
import type { AccountSessionView } from '@creators/contracts';

/** The signed-in creator's sessions: where each began and when it was last used. */
export class ListSessions extends Query<{ readonly items: AccountSessionView[] }> {
  constructor(
    readonly creatorId: string,
    /** The session asking, marked `current`. */
    readonly sessionId: string,
  ) {
    super();
  }
}
