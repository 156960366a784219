import * as Sentry from '@sentry/nestjs';
import type { AppConfig } from '../../config.js';

/**
 * Starts reporting the gateway's own unhandled errors to SENTRY_DSN, tagged with the release and
 * environment; does nothing when SENTRY_DSN is unset. Call it first, before the Nest app's modules
 * are imported, so @sentry/nestjs can instrument them. Answers whether reporting is on.
 */
export function initServerErrorReporting(config: Pick<AppConfig, 'sentryDsn' | 'release' | 'environment'>): boolean {
  if (config.sentryDsn === null) return false;
  Sentry.init({
    dsn: config.sentryDsn,
    release: config.release,
    environment: config.environment,
    // Errors only (no tracesSampleRate, so no performance tracing). Of the visitor's request, only
    // the method, URL and non-sensitive query values: no cookies, headers, bodies or IP address.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: true,
      databaseQueryData: false,
      genAI: { inputs: false, outputs: false },
    },
    // No trace headers on outgoing requests: the /monitoring tunnel forwards envelopes untouched.
    tracePropagationTargets: [],
    // `dataCollection` does not stop these two from reading request bodies.
    integrations: [
      Sentry.httpIntegration({ maxIncomingRequestBodySize: 'none' }),
      Sentry.requestDataIntegration({ include: { data: false, cookies: false, headers: false, ip: false } }),
    ],
  });
  return true;
}

/** Sends what is still queued; for a graceful shutdown. */
export async function closeServerErrorReporting(timeoutMs = 2000): Promise<void> {
  await Sentry.close(timeoutMs);
}
