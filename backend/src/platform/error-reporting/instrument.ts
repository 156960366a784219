import type * as SentryNest from '@sentry/nestjs';
import type { AppConfig } from '../../config.js';

/** A type only: the SDK itself is loaded when reporting is turned on. */
type SentrySdk = typeof SentryNest;

/** The SDK, once reporting is on: loaded only then (it takes about half a second to load). */
let sdk: SentrySdk | null = null;

/**
 * Starts reporting the gateway's own unhandled errors to SENTRY_DSN, tagged with the release and
 * environment; does nothing (and loads nothing) when SENTRY_DSN is unset. Call it first, before the
 * Nest app's modules are imported, so @sentry/nestjs can instrument them. Answers whether reporting is on.
 */
export async function initServerErrorReporting(
  config: Pick<AppConfig, 'sentryDsn' | 'release' | 'environment'>,
): Promise<boolean> {
  if (config.sentryDsn === null) return false;
  const Sentry = await import('@sentry/nestjs');
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
  sdk = Sentry;
  return true;
}

/** The SDK when reporting is on, null when it is off. */
export const reportingSdk = (): SentrySdk | null => sdk;

/** Sends what is still queued; for a graceful shutdown. */
export async function closeServerErrorReporting(timeoutMs = 2000): Promise<void> {
  await sdk?.close(timeoutMs);
}
