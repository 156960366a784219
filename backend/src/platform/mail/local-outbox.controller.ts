import { Controller, Get, Header, Inject, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.js';
import { isLoopback } from '../http/loopback.js';
import { Public } from '../public.decorator.js';
import { LocalMailbox, type LocalMail } from './local-mailbox.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

/**
 * `GET /api/outbox`: the local outbox, the e-mail the product would have sent had `SMTP_URL` been
 * set. It answers only a browser on this machine, and only while no mail server is configured.
 */
@ApiTags('mail')
@Controller('api/outbox')
export class LocalOutboxController {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'The local outbox: e-mail kept on this machine (no SMTP_URL); 404 elsewhere or from another machine',
  })
  @ApiQuery({ name: 'to', required: false, description: 'only the e-mail to this address' })
  @Header('Cache-Control', 'no-store')
  async list(@Req() request: FastifyRequest, @Query('to') to?: string): Promise<{ items: LocalMail[] }> {
    if (!(this.transport instanceof LocalMailbox) || !isLoopback(request.ip)) {
      throw new DomainError('not_found', 'no local outbox here');
    }
    const address = typeof to === 'string' && to.trim() !== '' ? to.trim().toLowerCase() : undefined;
    return { items: await this.transport.list(50, address) };
  }
}
