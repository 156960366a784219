import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/** Marks a route that needs no session; every other route is guarded by default. */
export const Public = (): MethodDecorator & ClassDecorator =>
  // The OpenAPI document marks the same routes, so its readers (and its test) know them too.
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

/** On a public controller, a route that needs a session all the same. */
export const SignedInOnly = (): MethodDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, false), ApiExtension('x-public', false));
