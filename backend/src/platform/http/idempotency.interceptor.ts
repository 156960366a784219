import { createHash } from 'node:crypto';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { collectionName, type CollectionSpec, type DocumentStore } from '@creators/storage';
import { commonError } from '../domain-error.js';
import { DOCUMENT_STORE } from '../tokens.js';
import { parseIdempotencyKey } from './request-context.js';
import { isUploadRoute } from './upload-route.js';

export const IDEMPOTENCY_KEYS = collectionName<StoredAnswer>('idempotency_keys');
export const IDEMPOTENCY_COLLECTION: CollectionSpec = { name: IDEMPOTENCY_KEYS, fields: { storedAt: 'string' } };

interface StoredAnswer {
  readonly id: string;
  readonly request: string;
  /** The answer's status; PENDING while the first request with the key is being handled. */
  readonly status: number;
  readonly body: unknown;
  readonly storedAt: string;
  readonly [field: string]: unknown;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url');

const PENDING = 0;
/** A claim still pending after this long was left by a gateway that stopped mid-request: it is taken over. */
export const ABANDONED_CLAIM_MS = 60_000;

/**
 * `Idempotency-Key` on a command: the first answer is kept, and a retry with the same key and
 * the same request gets it again without running the command. The same key with another request
 * is refused. The key is claimed before the command runs (an insert only one request can win,
 * across gateways), so of requests racing with one key exactly one runs: the others are refused
 * (another request: 422; the same one, still in progress: 409) and take nothing, not even a slug.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method === 'GET' || request.method === 'HEAD') return next.handle();
    const header = request.headers['idempotency-key'];
    // Sign-up and sign-in answer with a session cookie that a replay could not give, and their
    // bodies hold passwords that must not be fingerprinted: they are not replayed.
    // An upload's body is a stream that cannot be fingerprinted; its handler derives the upload's id
    // from the key instead, so a retry finds the upload it already stored.
    // Decided on the route that matched, never the raw URL (`/%61pi/auth/...` reaches the same handler).
    const replayable = !(request.routeOptions.url ?? '').startsWith('/api/auth/') && !isUploadRoute(request);
    if (!replayable || typeof header !== 'string') return next.handle();
    const key = parseIdempotencyKey(header);
    if (key === null) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const id = hash(`${request.actor?.creatorId ?? 'anonymous'}\u0000${key}`);
    const fingerprint = hash(
      `${request.method} ${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params ?? null)}\u0000${JSON.stringify(request.body ?? null)}`,
    );

    return from(this.claim(id, fingerprint)).pipe(
      mergeMap((stored) => {
        if (stored !== null) {
          if (stored.request !== fingerprint) {
            throw commonError('idempotency_key_reused', 'this Idempotency-Key was used for another request');
          }
          if (stored.status === PENDING) {
            throw commonError('idempotency_key_in_use', 'a request with this Idempotency-Key is still in progress');
          }
          void reply.code(stored.status).header('idempotent-replayed', 'true');
          return of(stored.body);
        }
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            const answer: StoredAnswer = {
              id,
              request: fingerprint,
              status: reply.statusCode,
              body: body ?? null,
              storedAt: new Date().toISOString(),
            };
            await this.documents.write([{ op: 'put', collection: IDEMPOTENCY_KEYS, doc: answer }]);
            return body;
          }),
          // A refused or failed command keeps no answer: the key is free for a corrected retry.
          catchError(async (error: unknown) => {
            await this.documents.write([{ op: 'delete', collection: IDEMPOTENCY_KEYS, id }]);
            throw error;
          }),
        );
      }),
    );
  }

  /** Claims the key for this request (null), or gives the record another request left under it. */
  private async claim(id: string, fingerprint: string): Promise<StoredAnswer | null> {
    const pending: StoredAnswer = {
      id,
      request: fingerprint,
      status: PENDING,
      body: null,
      storedAt: new Date().toISOString(),
    };
    // A few rounds at most: each one either claims, or finds a record, or finds one just freed.
    for (let round = 0; round < 3; round += 1) {
      if (await this.documents.insert(IDEMPOTENCY_KEYS, pending)) return null;
      const stored = await this.documents.get(IDEMPOTENCY_KEYS, id);
      if (stored === null) continue;
      const abandoned = stored.status === PENDING && Date.parse(stored.storedAt) < Date.now() - ABANDONED_CLAIM_MS;
      if (!abandoned) return stored;
      await this.documents.write([{ op: 'delete', collection: IDEMPOTENCY_KEYS, id }]);
    }
    throw commonError('idempotency_key_in_use', 'a request with this Idempotency-Key is still in progress');
  }
}
