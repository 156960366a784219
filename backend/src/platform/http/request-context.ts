import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommandMetadata } from '../command-metadata.js';
import { DomainError, invalidField } from '../domain-error.js';

/** The signed-in creator, set by the authentication guard. */
export interface Actor {
  readonly creatorId: string;
  readonly handle: string;
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (request.actor === undefined) throw new DomainError('not_signed_in', 'sign in first');
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
  const correlation = header(request, 'x-request-id');
  return {
    creatorId: request.actor?.creatorId ?? null,
    correlationId: correlation !== undefined && /^[\w.:-]{1,100}$/.test(correlation) ? correlation : randomUUID(),
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
