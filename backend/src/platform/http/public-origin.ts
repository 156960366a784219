import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

/** Where visitors reach the product, for links in e-mail: `PUBLIC_URL`, else the address the request came to. */
export const publicOrigin = (config: Pick<AppConfig, 'publicUrl'>, request: FastifyRequest): string =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;
