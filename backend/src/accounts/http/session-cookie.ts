import type { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookie, sessionCookieName } from '../../platform/http/cookies.js';
import { StartSession } from '../commands/start-session/start-session.command.js';
import { coarseClient, SESSION_DAYS, type SessionOrigin } from '../sessions/session-store.js';

/** Over HTTPS as the request's protocol says, which comes from X-Forwarded-Proto only through a trusted proxy (TRUST_PROXY). */
export const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Where a request comes from, as its owner will recognise it in the list of sessions. */
export const sessionOriginOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: (request.headers['user-agent'] ?? 'unknown browser').slice(0, 300),
  client: coarseClient(request.ip),
});

/** The cookie that ends the request's session in the browser. */
export const endedSessionCookie = (request: FastifyRequest): string =>
  sessionCookie(sessionCookieName(isSecure(request)), '', { maxAgeSeconds: 0, secure: isSecure(request) });

/** A fresh session (the one the request came with, if any, ends) in an HttpOnly, SameSite=Lax cookie. */
export async function startSessionCookie(
  commands: CommandBus,
  creatorId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const replaces = request.actor?.sessionId ?? null;
  const { token } = await commands.execute(new StartSession(creatorId, replaces, sessionOriginOf(request)));
  const maxAgeSeconds = SESSION_DAYS * 86_400;
  const secure = isSecure(request);
  void reply.header('set-cookie', sessionCookie(sessionCookieName(secure), token, { maxAgeSeconds, secure }));
}
