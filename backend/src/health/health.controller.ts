import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { EventStore } from '@creators/storage';
import { commonError } from '../platform/domain-error.js';
import { Public } from '../platform/public.decorator.js';
import { ReadModelClock } from '../platform/read-model-clock.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { StartUp } from './start-up.js';

@Public()
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly clock: ReadModelClock,
    private readonly startUp: StartUp,
  ) {}

  /**
   * Liveness: the process answers, from the moment it listens (also while it seeds demo content).
   * The cheapest answer the gateway gives: the baseline that benchmarks measure other calls against.
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: started, the read models made and caught up with the log (503 until then). */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  async ready(): Promise<{ status: 'ready'; position: string }> {
    const pending = this.startUp.pending;
    if (pending !== null) throw commonError('starting', `the gateway is starting: ${pending}`);
    if (!(await this.clock.modelsMade()))
      throw commonError('starting', 'the gateway is starting: the projector is making the read models');
    const [head, position] = await Promise.all([this.events.headPosition(), this.clock.position()]);
    if (head !== null && position < head) {
      throw commonError('not_caught_up', `the read models are at ${position} of ${head}; catching up`);
    }
    return { status: 'ready', position: String(position) };
  }
}
