import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * The Fastify route config key that marks an upload route: `@RouteConfig({ [UPLOAD_ROUTE]: true })`.
 * Its body is raw bytes, handed to the handler as the request stream (never buffered whole).
 */
export const UPLOAD_ROUTE = 'rawUpload';

/**
 * What an upload may be declared as: bytes, or an image type. Never a form or text type: those
 * three (`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`) are what a page
 * on another site can post without asking, while these need a CORS preflight we never grant. The
 * declared type decides nothing else: the content is judged by its own first bytes.
 */
export const UPLOAD_MEDIA_TYPE = /^(?:application\/octet-stream|image\/(?:jpeg|png|webp|gif|avif))\s*(?:;|$)/i;

export function isUploadRoute(request: FastifyRequest): boolean {
  const config: unknown = request.routeOptions.config;
  return typeof config === 'object' && config !== null && UPLOAD_ROUTE in config && config[UPLOAD_ROUTE] === true;
}

const RAW_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Hands an upload route its body as the request stream; any other route refuses these types (415). */
export function acceptUploadBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(RAW_TYPES, (request, payload, done) => {
    if (isUploadRoute(request)) done(null, payload);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
}

/** The body of an upload route: the request stream its content-type parser handed over. */
export function uploadBodyOf(request: FastifyRequest): AsyncIterable<Uint8Array> {
  const body: unknown = request.body;
  if (typeof body === 'object' && body !== null && Symbol.asyncIterator in body) {
    return body as AsyncIterable<Uint8Array>;
  }
  return (async function* nothing() {})();
}

/** The declared length of the body, when there is one. */
export function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}
