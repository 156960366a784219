import { HttpException } from '@nestjs/common';
import { reportingSdk } from './instrument.js';

/**
 * An error is unexpected when nobody turned it into a client error: not an HttpException, and
 * not one of Fastify's own 4xx errors (a body too large, a bad content type).
 */
export function isUnexpectedError(exception: unknown): boolean {
  if (exception instanceof HttpException) return false;
  const status: unknown =
    typeof exception === 'object' && exception !== null && 'statusCode' in exception ? exception.statusCode : undefined;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/** Sends an unexpected error to Sentry; a no-op when reporting is off (no SENTRY_DSN). */
export function reportUnexpectedError(exception: unknown): void {
  if (isUnexpectedError(exception)) {
    reportingSdk()?.captureException(exception, {
      mechanism: { handled: false, type: 'auto.http.nestjs.global_filter' },
    });
  }
}
