import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, switchMap, type Observable } from 'rxjs';
import { DomainError, invalidField } from '../domain-error.js';
import { ReadModelClock } from '../read-model-clock.js';

const WAIT_MS = 2000;

/**
 * Read-your-writes for queries: `X-Consistent-With: <position>` holds the answer until the read
 * models have reached that position (503 with Retry-After past a short wait). Every query answer
 * says which position it was read at (`X-Read-Position`).
 */
@Injectable()
export class ReadPositionInterceptor implements NestInterceptor {
  constructor(private readonly clock: ReadModelClock) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const wanted = request.headers['x-consistent-with'];
    return from(this.prepare(typeof wanted === 'string' ? wanted : undefined, reply)).pipe(
      switchMap(() => next.handle()),
    );
  }

  private async prepare(wanted: string | undefined, reply: FastifyReply): Promise<void> {
    if (wanted !== undefined) {
      if (!/^\d{1,16}$/.test(wanted.trim()))
        throw invalidField('X-Consistent-With', 'must be a position, such as "42"');
      if (!(await this.clock.waitFor(Number(wanted), WAIT_MS))) {
        throw new DomainError(
          'not_caught_up',
          `the read models have not reached position ${wanted} yet; retry shortly`,
        );
      }
    }
    void reply.header('x-read-position', String(await this.clock.position()));
  }
}
