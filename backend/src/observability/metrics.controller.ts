import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../platform/domain-error.js';
import { Public } from '../platform/public.decorator.js';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../config.js';
import { GatewayMetrics } from './gateway-metrics.js';
import { mayReadMetrics } from './metrics-access.js';

/**
 * Prometheus metrics. Public to the session guard but not to the world: answered to loopback or to
 * a bearer of METRICS_TOKEN (metrics-access.ts), 403 otherwise.
 */
@Public()
@Controller('api/metrics')
export class MetricsController {
  constructor(
    private readonly metrics: GatewayMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!mayReadMetrics(request.ip, request.headers.authorization, this.config.metricsToken))
      throw new DomainError(
        'forbidden',
        'metrics are served to loopback, or with Authorization: Bearer <METRICS_TOKEN>',
      );
    const { contentType, body } = await this.metrics.exposition();
    await reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  }
}
