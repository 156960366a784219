import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, switchMap, type Observable } from 'rxjs';
import { DomainError, invalidField } from '../domain-error.js';
import { ReadModelClock, type ReadMark } from '../read-model-clock.js';

/** How long one read waits for the read models to reach the position it asks for. */
export const WAIT_MS = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the read models stood when this query started reading (set for every GET). */
    readMark?: ReadMark;
  }
}

/** `X-Consistent-With` as a position: undefined when absent, null when it is not one. */
export function consistentWith(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  return typeof header === 'string' && /^\s*\d{1,16}\s*$/.test(header) ? Number(header) : null;
}

/**
 * Read-your-writes for queries: `X-Consistent-With: <position>` holds the answer until the read
 * models have reached that position (503 with Retry-After past a short wait); a position past the
 * log's head is read as the head. Every query answer
 * says which position it was read at (`X-Read-Position`).
 */
@Injectable()
export class ReadPositionInterceptor implements NestInterceptor {
  constructor(private readonly clock: ReadModelClock) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const wanted = consistentWith(request.headers['x-consistent-with']);
    // Most reads wait for nothing and the mark is at hand: no promise in between.
    const known = wanted === undefined ? this.clock.known() : null;
    if (known !== null) {
      stamp(request, reply, known);
      return next.handle();
    }
    return from(this.prepare(wanted, request, reply)).pipe(switchMap(() => next.handle()));
  }

  private async prepare(
    wanted: number | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (wanted === null) throw invalidField('X-Consistent-With', 'must be a position, such as "42"');
    if (wanted !== undefined && !(await this.clock.waitFor(await this.clock.reachable(wanted), WAIT_MS))) {
      throw new DomainError('not_caught_up', `the read models have not reached position ${wanted} yet; retry shortly`);
    }
    stamp(request, reply, await this.clock.mark());
  }
}

function stamp(request: FastifyRequest, reply: FastifyReply, mark: ReadMark): void {
  request.readMark = mark;
  void reply.header('x-read-position', String(mark.position));
}
