import { Query } from '@nestjs/cqrs';
import type { ExpertPage } from '@creators/contracts';

export interface ExpertFilters {
  readonly service?: string | undefined;
  readonly language?: string | undefined;
  readonly location?: string | undefined;
}

/** The experts directory, most recently listed first; any mix of filters is one indexed lookup. */
export class ListExperts extends Query<ExpertPage> {
  constructor(
    readonly filters: ExpertFilters,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
