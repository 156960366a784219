import { Query } from '@nestjs/cqrs';
import type { ExpertListing, ExpertPage, ExpertSort } from '@creators/contracts';

export interface ExpertFilters {
  readonly service?: string | undefined;
  readonly language?: string | undefined;
  readonly location?: string | undefined;
  readonly availability?: ExpertListing['availability'] | undefined;
  readonly currency?: string | undefined;
}

/** The experts directory, most recently listed first or by rate; any mix of filters is one indexed lookup. */
export class ListExperts extends Query<ExpertPage> {
  constructor(
    readonly filters: ExpertFilters,
    readonly sort: ExpertSort,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
