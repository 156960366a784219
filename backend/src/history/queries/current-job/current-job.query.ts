import { Query } from '@nestjs/cqrs';
import type { AnalystJobView } from '@creators/contracts';

/** The gateway's analyst job, running or last finished (null: none since it started). */
export class CurrentJob extends Query<{ job: AnalystJobView | null }> {}
