import { resolve } from 'node:path';

/** Everything the gateway reads from its environment; every variable is optional. */
export interface AppConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | null;
  readonly mongodbUrl: string | null;
  readonly demoData: boolean;
  readonly sentryDsn: string | null;
  readonly tunnelDsns: readonly string[];
  readonly release: string;
  readonly environment: string;
  readonly frontendDir: string;
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): `loopback` by default. */
  readonly trustProxy: string | boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ''}"`);
  const list = (value: string | undefined): string[] =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    eventStoreUrl: env.EVENTSTORE_URL?.trim() || null,
    mongodbUrl: env.MONGODB_URL?.trim() || null,
    demoData: env.DEMO_DATA !== '0',
    sentryDsn: env.SENTRY_DSN?.trim() || null,
    tunnelDsns: list(env.SENTRY_TUNNEL_DSNS),
    release: env.RELEASE ?? 'dev',
    environment: env.NODE_ENV ?? 'development',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY?.trim() || 'loopback',
    frontendDir: resolve(env.FRONTEND_DIR ?? new URL('../../frontend/dist', import.meta.url).pathname),
  };
}
