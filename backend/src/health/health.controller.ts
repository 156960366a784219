import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../platform/public.decorator.js';

/** The cheapest answer the gateway gives: the baseline that benchmarks measure other calls against. */
@Public()
@Controller('api/health')
export class HealthController {
  @Get()
  @Header('Cache-Control', 'no-store')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
