import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, from, switchMap } from 'rxjs';
import { AS_OF_HEADER } from '@creators/contracts';
import { AS_OF_NAMESPACES, AS_OF_NAMESPACES_SPEC, CREATOR_ROLES } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { commonError } from '../../platform/domain-error.js';
import { actorOf } from '../../platform/http/request-context.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { historyError } from '../history.errors.js';
import { AsOfReads } from './as-of-reads.js';

/**
 * A read sent with `X-As-Of: <namespace>` is answered from that as-of build: any GET of the API,
 * by the same handler as the live one, for an analyst only (401, 403), from a build that is
 * complete (404). Anything but a read is refused (405): the past is not written to.
 */
@Injectable()
export class AsOfInterceptor implements NestInterceptor {
  private namespaces: Promise<void> | null = null;

  constructor(
    private readonly reads: AsOfReads,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const asked = request.headers[AS_OF_HEADER];
    if (asked === undefined) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.admit(request, Array.isArray(asked) ? (asked[0] ?? '') : asked)).pipe(
      switchMap((namespace) => {
        // Another build's answer, or the live one, must never be taken for this one.
        void reply.header('cache-control', 'no-store');
        return new Observable<unknown>((subscriber) =>
          this.reads.within(namespace, () => next.handle().subscribe(subscriber)),
        );
      }),
    );
  }

  private async admit(request: FastifyRequest, namespace: string): Promise<string> {
    const actor = actorOf(request);
    const roles = await this.documents.get(CREATOR_ROLES, actor.creatorId);
    if (roles?.roles.includes('analyst') !== true) throw commonError('forbidden', 'this needs the analyst role');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      throw historyError('as_of_read_only', `only reads are answered as of a past moment, not a ${request.method}`);
    this.namespaces ??= this.documents.ensureCollections([AS_OF_NAMESPACES_SPEC]);
    await this.namespaces;
    const build = await this.documents.get(AS_OF_NAMESPACES, namespace);
    if (build?.complete !== true)
      throw historyError('as_of_not_built', `no complete as-of build is named "${namespace}"`);
    return namespace;
  }
}
