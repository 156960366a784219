import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandMetadata, SignedInMetadata } from '../command-metadata.js';
import { commonError, invalidField } from '../domain-error.js';

/** The signed-in creator, set by the authentication guard. */
export interface Actor {
  readonly creatorId: string;
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (request.actor === undefined) throw commonError('not_signed_in', 'sign in first');
  return request.actor;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** `If-Match: "3"` (or `3`, or `W/"3"`) as a revision; anything else is a 400 naming the header. */
export function parseIfMatch(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(-?\d{1,15})"?\s*$/.exec(value);
  if (match?.[1] === undefined) throw invalidField('If-Match', 'must be a revision such as "3"');
  return Number(match[1]);
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export function parseIdempotencyKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(value))
    throw invalidField('Idempotency-Key', 'must be 8 to 100 letters, digits or -_.: (a UUID fits)');
  return value;
}

export function commandMetadataOf(request: FastifyRequest): CommandMetadata {
  return {
    creatorId: request.actor?.creatorId ?? null,
    // The request id (a sane X-Request-Id, or one made for the request; see create-app.ts), so
    // the events a request causes can be found from its log lines and the other way round.
    correlationId: request.id,
    idempotencyKey: parseIdempotencyKey(header(request, 'idempotency-key')),
    now: new Date().toISOString(),
    expectedRevision: parseIfMatch(header(request, 'if-match')),
  };
}

/** The signed-in creator of this request (the route must not be @Public). */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor =>
  actorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** Who, when and with which If-Match / Idempotency-Key this command comes. */
export const Metadata = createParamDecorator((_: unknown, context: ExecutionContext): CommandMetadata =>
  commandMetadataOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** The same on a signed-in route (not @Public): the acting creator is there, typed as present. */
export const SignedIn = createParamDecorator((_: unknown, context: ExecutionContext): SignedInMetadata => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ...commandMetadataOf(request), creatorId: actorOf(request).creatorId };
});
