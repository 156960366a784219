import { Query } from '@nestjs/cqrs';
import type { Link } from '@creators/contracts';

/** The list as the dashboard shows it; `revision` is what an `If-Match` of the next change names. */
export interface MyLinks {
  readonly items: readonly Link[];
  readonly revision: number;
}

/** The signed-in creator's links, in their order. */
export class ListMyLinks extends Query<MyLinks> {
  constructor(readonly creatorId: string) {
    super();
  }
}
