import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ClientConfig {
  readonly sentryDsn: string | null;
  readonly release: string;
  readonly environment: string;
}

/** `?o=&p=&r=` for the same-origin tunnel, taken from the DSN as Sentry's SDKs send them. */
export function tunnelFor(dsn: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const host = /^o(\d+)\.ingest(?:\.([a-z0-9-]+))?\.sentry\.io$/.exec(url.hostname);
  const params = new URLSearchParams();
  if (host?.[1] !== undefined) params.set('o', host[1]);
  params.set('p', project);
  if (host?.[2] !== undefined) params.set('r', host[2]);
  return `/monitoring?${params.toString()}`;
}

let report: ((error: unknown, componentStack?: string) => void) | null = null;

/**
 * Reads the DSN from the server at run time and, only when there is one, loads the reporter and
 * reports through /monitoring. With no DSN nothing is loaded, initialised or sent.
 */
export async function startErrorReporting(): Promise<boolean> {
  try {
    const response = await fetch('/api/client-config', { headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const config = (await response.json()) as ClientConfig;
    if (config.sentryDsn === null) return false;
    const { startReporter } = await import('./error-reporter.js');
    report = startReporter({
      dsn: config.sentryDsn,
      tunnel: tunnelFor(config.sentryDsn),
      release: config.release,
      environment: config.environment,
    });
    return true;
  } catch {
    return false;
  }
}

export function reportError(error: unknown, componentStack?: string): void {
  report?.(error, componentStack);
}

function Fallback() {
  return (
    <main id="main" className="page">
      <section className="state state-error" role="alert">
        <h1>Something went wrong</h1>
        <p>The page hit an unexpected problem. Reloading usually helps.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </button>
      </section>
    </main>
  );
}

/** Catches what no screen handled, reports it (when reporting is on) and shows a friendly page. */
export class ReportingBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
