import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@creators/contracts';
import { CREATOR_ROLES } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { commonError } from '../domain-error.js';
import { actorOf } from './request-context.js';
import { DOCUMENT_STORE } from '../tokens.js';

export const REQUIRED_ROLE = 'requiredRole';

/**
 * Lets through only signed-in creators who hold the route's role (`@RequireRole`), as the
 * `creator-roles` read model has them. Runs after the global authentication guard, so a visitor
 * who is not signed in is answered 401 there; a creator without the role gets 403.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (role === undefined) return true;
    const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
    const held = await this.documents.get(CREATOR_ROLES, actor.creatorId);
    if (held?.roles.includes(role) === true) return true;
    throw commonError('forbidden', `this needs the ${role} role`);
  }
}
