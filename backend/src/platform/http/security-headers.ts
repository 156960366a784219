import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What every answer carries, whatever it is: no sniffing, a careful referrer, no powerful features. */
const ALWAYS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The Content-Security-Policy of an HTML page: the app's own scripts, and inline ones only with
 * this answer's nonce (the page's structured data); creators' media from anywhere over HTTPS (and
 * the placeholders' data: URIs, the uploads' blob: previews); previews framed from their sites; the
 * product itself framed by nobody else.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The security headers on every answer of the gateway; HSTS when it is reached over HTTPS. */
export function secureEveryAnswer(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    for (const [name, value] of Object.entries(ALWAYS)) if (!reply.hasHeader(name)) void reply.header(name, value);
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
