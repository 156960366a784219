import { resolve } from 'node:path';
import { ConfigurationError } from './configuration-error.js';
import {
  anyText,
  connectionString,
  folder,
  hostAddress,
  matching,
  onOff,
  oneOf,
  portNumber,
  secretToken,
  sentryDsn,
  sentryDsnList,
  trustedProxies,
  urlWithScheme,
  wholeNumber,
  type Format,
} from './setting-formats.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Everything the gateway, the projector worker and the history CLI read from the environment.
 * Every variable is optional; an unset or empty one takes its default.
 */
export interface Configuration {
  /** PORT: the gateway's HTTP port. */
  readonly port: number;
  /** DATA_DIR: the folder of the embedded SQLite database (and, later, uploads and the generated secret). */
  readonly dataDir: string;
  /** EVENTSTORE_URL: the log on EventStoreDB; null keeps it in SQLite. */
  readonly eventStoreUrl: string | null;
  /** MONGODB_URL: the read models on MongoDB; null keeps them in SQLite. */
  readonly mongodbUrl: string | null;
  /** DEMO_DATA: seed an empty store with demo content through real commands. */
  readonly demoData: boolean;
  readonly sentryDsn: string | null;
  /** SENTRY_TUNNEL_DSNS: more DSNs that /monitoring accepts. */
  readonly tunnelDsns: readonly string[];
  /** TRUST_PROXY: which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy). */
  readonly trustProxy: boolean | number | string;
  /** PROJECTOR_BATCH_SIZE: how many events the projector applies per batch. */
  readonly projectorBatchSize: number;
  /** PROJECTOR_STALL_SECONDS: how long the worker may go without progress after a fault before it exits for a restart. */
  readonly projectorStallSeconds: number;
  readonly logLevel: LogLevel;
  /** PROJECTOR_PORT: the worker's health, readiness and metrics server (0 picks a free port). */
  readonly projectorPort: number;
  /** PROJECTOR_HOST: where that server listens; loopback unless a scraper elsewhere needs it. */
  readonly projectorHost: string;
  /** SHUTDOWN_GRACE_SECONDS: how long a stopping process lets requests in flight (and a batch) finish. */
  readonly shutdownGraceSeconds: number;
  /** METRICS_TOKEN: lets a scraper off the machine read the gateway's /api/metrics. */
  readonly metricsToken: string | null;
  readonly s3Url: string | null;
  readonly s3Bucket: string | null;
  /** MEDIA_GRACE_HOURS: how long an upload nothing refers to is kept before a sweep deletes it. */
  readonly mediaGraceHours: number;
  /** MEDIA_SWEEP_MINUTES: how often the gateway sweeps unreferenced uploads; 0 turns the sweep off. */
  readonly mediaSweepMinutes: number;
  /** UPLOAD_QUOTA_MB: what one account may keep stored in its uploads, in megabytes. */
  readonly uploadQuotaMb: number;
  /** BODY_STALL_SECONDS: how often a request body's progress is judged. */
  readonly bodyStallSeconds: number;
  /** BODY_MIN_BYTES: what a request body still coming must bring in each of those windows. */
  readonly bodyMinBytes: number;
  readonly stripeSecretKey: string | null;
  readonly stripeWebhookSecret: string | null;
  /** PLATFORM_FEE_PERCENT: the product's share of each sale, fixed on the order when it is placed. */
  readonly platformFeePercent: number;
  /** PAYOUT_HOLD_DAYS: how long a sale's money stays pending (refunds come out of it) before it can be paid out. */
  readonly payoutHoldDays: number;
  readonly smtpUrl: string | null;
  /** PUBLIC_URL: where visitors reach the product, for links in e-mail; null uses the address each request came to. */
  readonly publicUrl: string | null;
  /** MAIL_FROM: the sender of the product's e-mail (a name and an address). */
  readonly mailFrom: string;
  /** APP_SECRET: null means "generate one and keep it under DATA_DIR". */
  readonly appSecret: string | null;
  /** RELEASE: the version reported with errors and metrics. */
  readonly release: string;
  /** NODE_ENV: the environment reported with errors. */
  readonly environment: string;
}

interface Setting<T> {
  readonly variable: string;
  readonly format: Format<T>;
  readonly fallback: T;
  /** How much of a refused value the refusal may print: secrets are cut short, URL passwords hidden. */
  readonly shown?: 'secret' | 'url';
}

const setting = <T>(variable: string, format: Format<T>, fallback: T, shown?: 'secret' | 'url'): Setting<T> => ({
  variable,
  format,
  fallback,
  shown,
});

const optional = <T>(format: Format<T>): Format<T | null> => format;

const S3_BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The table of settings: one line per variable, in the order the README lists them. */
export const SETTINGS = {
  port: setting('PORT', portNumber, 3000),
  dataDir: setting('DATA_DIR', folder, './data'),
  eventStoreUrl: setting(
    'EVENTSTORE_URL',
    optional(connectionString('an EventStoreDB', ['esdb', 'esdb+discover'])),
    null,
    'url',
  ),
  mongodbUrl: setting('MONGODB_URL', optional(connectionString('a MongoDB', ['mongodb', 'mongodb+srv'])), null, 'url'),
  demoData: setting('DEMO_DATA', onOff, true),
  sentryDsn: setting('SENTRY_DSN', optional(sentryDsn), null),
  tunnelDsns: setting('SENTRY_TUNNEL_DSNS', sentryDsnList, []),
  trustProxy: setting('TRUST_PROXY', trustedProxies, 'loopback'),
  projectorBatchSize: setting('PROJECTOR_BATCH_SIZE', wholeNumber(1, 100_000), 1000),
  projectorStallSeconds: setting('PROJECTOR_STALL_SECONDS', wholeNumber(5, 24 * 3600), 120),
  logLevel: setting('LOG_LEVEL', oneOf(LOG_LEVELS), 'info'),
  projectorPort: setting('PROJECTOR_PORT', portNumber, 3001),
  projectorHost: setting('PROJECTOR_HOST', hostAddress, '127.0.0.1'),
  shutdownGraceSeconds: setting('SHUTDOWN_GRACE_SECONDS', wholeNumber(0, 3600), 10),
  metricsToken: setting('METRICS_TOKEN', optional(secretToken(16)), null, 'secret'),
  s3Url: setting('S3_URL', optional(urlWithScheme('an S3 endpoint', ['https', 'http'])), null, 'url'),
  s3Bucket: setting(
    'S3_BUCKET',
    optional(matching('an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens', S3_BUCKET)),
    null,
  ),
  mediaGraceHours: setting('MEDIA_GRACE_HOURS', wholeNumber(0, 24 * 365), 24),
  mediaSweepMinutes: setting('MEDIA_SWEEP_MINUTES', wholeNumber(0, 24 * 60), 60),
  uploadQuotaMb: setting('UPLOAD_QUOTA_MB', wholeNumber(1, 10_000_000), 5000),
  bodyStallSeconds: setting('BODY_STALL_SECONDS', wholeNumber(1, 600), 10),
  bodyMinBytes: setting('BODY_MIN_BYTES', wholeNumber(1, 10_000_000), 1024),
  stripeSecretKey: setting(
    'STRIPE_SECRET_KEY',
    optional(
      matching('a Stripe secret key starting sk_test_, sk_live_, rk_test_ or rk_live_', /^[sr]k_(test|live)_\w{10,}$/),
    ),
    null,
    'secret',
  ),
  stripeWebhookSecret: setting(
    'STRIPE_WEBHOOK_SECRET',
    optional(matching('a Stripe webhook signing secret starting whsec_', /^whsec_[\w+/=]{10,}$/)),
    null,
    'secret',
  ),
  platformFeePercent: setting('PLATFORM_FEE_PERCENT', wholeNumber(0, 50), 10),
  payoutHoldDays: setting('PAYOUT_HOLD_DAYS', wholeNumber(0, 90), 7),
  smtpUrl: setting('SMTP_URL', optional(urlWithScheme('an SMTP', ['smtp', 'smtps'])), null, 'url'),
  publicUrl: setting('PUBLIC_URL', optional(urlWithScheme('a public', ['https', 'http'])), null),
  mailFrom: setting(
    'MAIL_FROM',
    matching(
      'an address such as Creators <hello@example.com>',
      /^([^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    ),
    'Creators Marketplace <no-reply@creators.localhost>',
  ),
  appSecret: setting('APP_SECRET', optional(secretToken(32)), null, 'secret'),
  release: setting('RELEASE', anyText, 'dev'),
  environment: setting('NODE_ENV', anyText, 'development'),
} satisfies { [K in keyof Configuration]: Setting<Configuration[K]> };

/** A refused secret shows only its first characters: enough to tell a test key from a live one. */
const shorten = (value: string): string => `${value.slice(0, Math.min(4, Math.floor(value.length / 4)))}…`;
const hidePassword = (value: string): string => value.replace(/^([a-z][\w+.-]*:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');

function read<T>({ variable, format, fallback, shown }: Setting<T>, env: NodeJS.ProcessEnv): T {
  const text = env[variable]?.trim() ?? '';
  if (text === '') return fallback;
  const value = format.parse(text);
  if (value !== undefined) return value;
  const printed = shown === 'secret' ? shorten(text) : shown === 'url' ? hidePassword(text) : text;
  throw new ConfigurationError(variable, printed, format.expected);
}

/** Reads and checks every setting; the first refused one throws a `ConfigurationError`. */
export function readConfiguration(env: NodeJS.ProcessEnv = process.env): Configuration {
  const configuration = readEach(env);
  // Stripe takes payments and tells of them: one key without the other would take money unheard.
  const { stripeSecretKey, stripeWebhookSecret } = configuration;
  if ((stripeSecretKey === null) !== (stripeWebhookSecret === null)) {
    const [missing, given] =
      stripeSecretKey === null
        ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
        : ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];
    throw new ConfigurationError(missing, '', `set together with ${given} (or neither, for the test-mode checkout)`);
  }
  return configuration;
}

function readEach(env: NodeJS.ProcessEnv): Configuration {
  return {
    port: read(SETTINGS.port, env),
    dataDir: resolve(read(SETTINGS.dataDir, env)),
    eventStoreUrl: read(SETTINGS.eventStoreUrl, env),
    mongodbUrl: read(SETTINGS.mongodbUrl, env),
    demoData: read(SETTINGS.demoData, env),
    sentryDsn: read(SETTINGS.sentryDsn, env),
    tunnelDsns: read(SETTINGS.tunnelDsns, env),
    trustProxy: read(SETTINGS.trustProxy, env),
    projectorBatchSize: read(SETTINGS.projectorBatchSize, env),
    projectorStallSeconds: read(SETTINGS.projectorStallSeconds, env),
    logLevel: read(SETTINGS.logLevel, env),
    projectorPort: read(SETTINGS.projectorPort, env),
    projectorHost: read(SETTINGS.projectorHost, env),
    shutdownGraceSeconds: read(SETTINGS.shutdownGraceSeconds, env),
    metricsToken: read(SETTINGS.metricsToken, env),
    s3Url: read(SETTINGS.s3Url, env),
    s3Bucket: read(SETTINGS.s3Bucket, env),
    mediaGraceHours: read(SETTINGS.mediaGraceHours, env),
    mediaSweepMinutes: read(SETTINGS.mediaSweepMinutes, env),
    uploadQuotaMb: read(SETTINGS.uploadQuotaMb, env),
    bodyStallSeconds: read(SETTINGS.bodyStallSeconds, env),
    bodyMinBytes: read(SETTINGS.bodyMinBytes, env),
    stripeSecretKey: read(SETTINGS.stripeSecretKey, env),
    stripeWebhookSecret: read(SETTINGS.stripeWebhookSecret, env),
    platformFeePercent: read(SETTINGS.platformFeePercent, env),
    payoutHoldDays: read(SETTINGS.payoutHoldDays, env),
    smtpUrl: read(SETTINGS.smtpUrl, env),
    publicUrl: read(SETTINGS.publicUrl, env)?.replace(/\/+$/, '') ?? null,
    mailFrom: read(SETTINGS.mailFrom, env),
    appSecret: read(SETTINGS.appSecret, env),
    release: read(SETTINGS.release, env),
    environment: read(SETTINGS.environment, env),
  };
}
