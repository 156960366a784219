import { Query } from '@nestjs/cqrs';
import type { ReadModelProgressView } from '@creators/contracts';

/** Each read model's checkpoint, lag and rebuild against the log's head. */
export class ReadModelProgress extends Query<ReadModelProgressView> {}
