import { Controller, Get, Header } from '@nestjs/common';

/** The cheapest answer the gateway gives: the baseline that benchmarks measure other calls against. */
@Controller('api/health')
export class HealthController {
  @Get()
  @Header('Cache-Control', 'no-store')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
