import { Command } from '@nestjs/cqrs';
import type { AnalystJobStarted } from '@creators/contracts';

/** Builds every read model as it stood at a moment (an ISO instant or a position), aside from the live ones. */
export class StartAsOfBuild extends Command<AnalystJobStarted> {
  constructor(readonly asOf: string) {
    super();
  }
}
