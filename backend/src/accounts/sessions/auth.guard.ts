import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { accountError } from '../accounts.errors.js';
import { readSessionCookie } from '../../platform/http/cookies.js';
import { isSecure } from '../http/session-cookie.js';
import { IS_PUBLIC } from '../../platform/public.decorator.js';
import { SessionStore } from './session-store.js';

/**
 * Authentication is on by default: every route needs a session unless it says @Public(). A
 * public route still learns who is signed in, when someone is.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** Per route handler, looked up once: no reflection per request. */
  private readonly publicRoutes = new WeakMap<object, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readSessionCookie(request.headers.cookie, isSecure(request));
    const session = token === null ? null : await this.sessions.find(token);
    if (session !== null) {
      request.actor = { creatorId: session.creatorId, sessionId: session.id };
      await this.sessions.touch(session);
    }
    if (session !== null || this.isPublic(context)) return true;
    throw accountError('not_signed_in', 'sign in to do this');
  }

  private isPublic(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let isPublic = this.publicRoutes.get(handler);
    if (isPublic === undefined) {
      isPublic =
        this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, context.getClass()]) === true;
      this.publicRoutes.set(handler, isPublic);
    }
    return isPublic;
  }
}
