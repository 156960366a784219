import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AS_OF_HEADER } from '@creators/contracts';
import { hasSessionCookie } from '../http/cookies.js';
import { consistentWith } from '../http/read-position.interceptor.js';
import type { ReadMark, ReadModelClock } from '../read-model-clock.js';
import { prepareAnswer } from './cached-answer.js';
import { type CachedAnswer, type ReadCache, readCacheKey } from './read-cache.js';

/**
 * Answers a public GET that is in the cache for the read models' current generation before
 * Nest's pipeline runs (guard, pipes, interceptors, query bus): the common read costs a map
 * lookup. Everything else, and anything in doubt, goes on to Nest, which fills the cache
 * (ReadCacheInterceptor): a malformed or not yet reached X-Consistent-With, an answer that
 * varies by viewer asked for with a session cookie.
 */
export function serveCachedReads(fastify: FastifyInstance, cache: ReadCache, clock: ReadModelClock): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.url.startsWith('/api/') ||
      // A read of the past is the as-of build's, for an analyst only (history/as-of).
      request.headers[AS_OF_HEADER] !== undefined
    ) {
      done();
      return;
    }
    const answerAt = (mark: ReadMark): void => {
      const answer = keptAnswer(request, cache, mark);
      if (answer === undefined) done();
      else void reply.send(prepareAnswer(request, reply, answer, true));
    };
    const known = clock.known();
    if (known !== null) {
      answerAt(known);
      return;
    }
    // With the projector elsewhere the store is asked now and then; requests meanwhile share that read.
    void clock.mark().then(answerAt, () => {
      done();
    });
  });
}

function keptAnswer(request: FastifyRequest, cache: ReadCache, mark: ReadMark): CachedAnswer | undefined {
  const wanted = consistentWith(request.headers['x-consistent-with']);
  if (wanted === null || (wanted !== undefined && wanted > mark.position)) return undefined;
  const answer = cache.get(readCacheKey(request.url), mark.generation);
  if (answer?.variesByViewer === true && hasSessionCookie(request.headers.cookie)) return undefined;
  return answer;
}
