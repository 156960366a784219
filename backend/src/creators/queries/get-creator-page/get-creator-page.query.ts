import { Query } from '@nestjs/cqrs';
import type { CreatorPageView } from '@creators/contracts';
import type { Lookup } from '@creators/projections';

/** A creator's public page by handle (any case; a former handle answers where they are now). */
export class GetCreatorPage extends Query<Lookup<CreatorPageView>> {
  constructor(readonly handle: string) {
    super();
  }
}
