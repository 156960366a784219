import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, of, type Observable } from 'rxjs';
import { AS_OF_HEADER } from '@creators/contracts';
import { IS_PUBLIC } from '../public.decorator.js';
import { prepareAnswer } from './cached-answer.js';
import { CACHED_READ, type CachedReadPolicy } from './cached-read.decorator.js';
import { answerOf, ReadCache, readCacheKey } from './read-cache.js';

/**
 * The answers of @CachedRead() routes that the hook in front of Nest could not give
 * (serve-cached-reads.ts): read once per generation of the read models, kept, and sent with a
 * validator. Runs after the read position is known (ReadPositionInterceptor), so a request with
 * X-Consistent-With has waited and reads at the position it reached.
 */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  /** Per route handler, looked up once: no reflection per request. */
  private readonly policies = new WeakMap<object, CachedReadPolicy | null>();

  constructor(
    private readonly cache: ReadCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = this.policyOf(context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const mark = request.readMark;
    if (
      policy === null ||
      mark === undefined ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      // A read of the past is neither kept nor given from the live answers (history/as-of).
      request.headers[AS_OF_HEADER] !== undefined
    )
      return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // A signed-in visitor's own answer is never kept nor given from what others were given.
    const shared = !policy.variesByViewer || request.actor === undefined;
    const key = readCacheKey(request.url);
    const kept = shared ? this.cache.get(key, mark.generation) : undefined;
    if (kept !== undefined) return of(prepareAnswer(request, reply, kept, true));
    return next.handle().pipe(
      map((body: unknown) => {
        // Redirects (moved slugs) and anything sent by the handler itself go out as they are.
        if (body === reply || reply.sent || reply.statusCode !== 200) return body;
        const answer = answerOf(body, mark.position, policy.variesByViewer);
        if (shared) this.cache.set(key, mark.generation, answer);
        return prepareAnswer(request, reply, answer, shared);
      }),
    );
  }

  private policyOf(context: ExecutionContext): CachedReadPolicy | null {
    const handler = context.getHandler();
    let policy = this.policies.get(handler);
    if (policy === undefined) {
      const targets = [handler, context.getClass()];
      const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true;
      policy = isPublic
        ? (this.reflector.getAllAndOverride<CachedReadPolicy | undefined>(CACHED_READ, targets) ?? null)
        : null;
      this.policies.set(handler, policy);
    }
    return policy;
  }
}
