import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain-error.js';
import { readCookie } from '../../platform/http/cookies.js';
import { IS_PUBLIC } from '../../platform/public.decorator.js';
import { SESSION_COOKIE, SessionStore } from './session-store.js';

/**
 * Authentication is on by default: every route needs a session unless it says @Public(). A
 * public route still learns who is signed in, when someone is.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const session = token === null ? null : await this.sessions.find(token);
    if (session !== null)
      request.actor = { creatorId: session.creatorId, handle: session.handle, sessionId: session.id };
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic === true || session !== null) return true;
    throw new DomainError('not_signed_in', 'sign in to do this');
  }
}
