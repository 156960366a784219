import type { FastifyInstance } from 'fastify';
import { problemFor, type ProblemTypes } from '../platform/http/problem.js';

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the gateway is still starting. It listens first, so liveness answers at once; while it
 * seeds demo content it is not ready (`/api/health/ready` answers 503) and refuses commands with
 * 503 and Retry-After, so no one takes a handle or a slug the demo is about to create. Work that
 * takes nothing from anyone (the read paths warmed) keeps it not ready but takes commands.
 */
export class StartUp {
  private work: { readonly what: string; readonly commands: 'refused' | 'taken' } | null = null;

  /** What is still being done, or null once started. */
  get pending(): string | null {
    return this.work?.what ?? null;
  }

  /** Whether commands wait until the work is done. */
  get refusesCommands(): boolean {
    return this.work?.commands === 'refused';
  }

  begin(work: string, commands: 'refused' | 'taken' = 'refused'): void {
    this.work = { what: work, commands };
  }

  end(): void {
    this.work = null;
  }
}

/** Answers 503 to every command (`/api/` routes that change state) while the gateway is starting. */
export function refuseCommandsWhileStarting(fastify: FastifyInstance, startUp: StartUp, types: ProblemTypes): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const pending = startUp.pending;
    if (pending === null || !startUp.refusesCommands || !CHANGES_STATE.has(request.method)) return;
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
    const problem = problemFor(types, 'starting', `the product is starting (${pending}); try again shortly`);
    return reply
      .code(problem.status)
      .header('cache-control', 'no-store')
      .header('retry-after', String(types.starting?.retryAfter ?? 5))
      .type('application/problem+json')
      .send(JSON.stringify(problem));
  });
}
