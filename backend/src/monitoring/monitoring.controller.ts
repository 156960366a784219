import { ApiTags } from '@nestjs/swagger';
import { Controller, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../platform/public.decorator.js';
import { EnvelopeTunnel } from './envelope-tunnel.js';
import { ENVELOPE_ROUTE } from './envelope-route.js';
import { TunnelProblemFilter } from './tunnel-problem.filter.js';

/** `POST /monitoring?o=&p=[&r=]`: the browser's Sentry envelopes, through the same origin. No session needed. */
@Public()
@ApiTags('monitoring')
@Controller('monitoring')
@UseFilters(TunnelProblemFilter)
export class MonitoringController {
  constructor(@Inject(EnvelopeTunnel) private readonly tunnel: EnvelopeTunnel) {}

  @Post()
  @RouteConfig({ [ENVELOPE_ROUTE]: true })
  async forward(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.tunnel.forward({
      client: request.ip,
      query: request.query,
      body: request.body,
      contentType: request.headers['content-type'],
      contentEncoding: request.headers['content-encoding'],
    });
    void reply.code(answer.status).headers(answer.headers).send(answer.body);
  }
}
