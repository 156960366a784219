import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { Role } from '@creators/contracts';
import { REQUIRED_ROLE, RoleGuard } from './role.guard.js';

/** The route (or every route of the controller) is for signed-in creators holding `role`: 401 signed out, 403 without it. */
export const RequireRole = (role: Role): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(REQUIRED_ROLE, role), UseGuards(RoleGuard));
