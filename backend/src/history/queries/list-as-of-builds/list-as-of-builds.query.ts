import { Query } from '@nestjs/cqrs';
import type { AsOfBuildsView } from '@creators/contracts';

/** The as-of builds there are (the latest built first), and the analyst job running or last run. */
export class ListAsOfBuilds extends Query<AsOfBuildsView> {}
