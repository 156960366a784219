import { Command } from '@nestjs/cqrs';
import type { AnalystJobStarted } from '@creators/contracts';

/** Rebuilds live read models (all when none is named) without downtime: built aside, swapped in. */
export class StartRebuild extends Command<AnalystJobStarted> {
  constructor(readonly models: readonly string[]) {
    super();
  }
}
