import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';

export interface ReporterOptions {
  readonly dsn: string;
  readonly tunnel: string;
  readonly release: string;
  readonly environment: string;
}

/**
 * Only what the product uses of Sentry's browser SDK: a client that reports uncaught errors and
 * what the error boundary hands it, through the tunnel. No tracing, replay or feedback widgets, so
 * this chunk stays small; it is loaded only when a DSN is configured.
 */
export function startReporter(options: ReporterOptions): (error: unknown, componentStack?: string) => void {
  const client = new BrowserClient({
    ...options,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    // Nothing about the visitor beyond the error itself.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false },
  });
  getCurrentScope().setClient(client);
  client.init();
  return (error, componentStack) => {
    captureException(error, componentStack === undefined ? undefined : { extra: { componentStack } });
  };
}
