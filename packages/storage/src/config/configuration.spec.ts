import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigurationError } from './configuration-error.js';
import { readConfiguration, type Configuration } from './configuration.js';
import { tempDir } from '../testing/harness.js';

const scratch = tempDir('configuration-');
const aFile = join(scratch, 'not-a-folder');
writeFileSync(aFile, '');

type Key = keyof Configuration;

interface Case<K extends Key> {
  readonly key: K;
  readonly variable: string;
  readonly fallback: Configuration[K];
  /** Accepted texts and what each reads as. */
  readonly good: readonly (readonly [string, Configuration[K]])[];
  /** Refused texts, each with the refusal line it gives. */
  readonly bad: readonly (readonly [string, string])[];
  /** Settings it is read beside (those that only go in pairs). */
  readonly with?: NodeJS.ProcessEnv;
}

/** What reading this environment throws, or null when it reads. */
function refusalOf(env: NodeJS.ProcessEnv): Error | null {
  try {
    readConfiguration(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error : null;
  }
}

const c = <K extends Key>(settings: Case<K>): Case<K> => settings;

const DSN = 'https://abc123@o1.ingest.sentry.io/42';

const CASES = [
  c({
    key: 'port',
    variable: 'PORT',
    fallback: 3000,
    good: [
      ['8080', 8080],
      ['0', 0],
      [' 65535 ', 65535],
    ],
    bad: [
      ['http', 'configuration: PORT must be a port number from 0 to 65535 (0 picks a free one), not "http"'],
      ['65536', 'configuration: PORT must be a port number from 0 to 65535 (0 picks a free one), not "65536"'],
      ['-1', 'configuration: PORT must be a port number from 0 to 65535 (0 picks a free one), not "-1"'],
      ['80.5', 'configuration: PORT must be a port number from 0 to 65535 (0 picks a free one), not "80.5"'],
    ],
  }),
  c({
    key: 'dataDir',
    variable: 'DATA_DIR',
    fallback: resolve('./data'),
    good: [
      [scratch, scratch],
      [join(scratch, 'to-be-made'), join(scratch, 'to-be-made')],
      ['relative/dir', resolve('relative/dir')],
    ],
    bad: [[aFile, `configuration: DATA_DIR must be a folder (this path names a file), not "${aFile}"`]],
  }),
  c({
    key: 'eventStoreUrl',
    variable: 'EVENTSTORE_URL',
    fallback: null,
    good: [
      ['esdb://localhost:2113?tls=false', 'esdb://localhost:2113?tls=false'],
      ['esdb+discover://a:2113,b:2113', 'esdb+discover://a:2113,b:2113'],
    ],
    bad: [
      [
        'http://localhost:2113',
        'configuration: EVENTSTORE_URL must be an EventStoreDB connection string starting esdb:// or esdb+discover://, not "http://localhost:2113"',
      ],
      [
        'esdb://admin:changeit@host :2113',
        'configuration: EVENTSTORE_URL must be an EventStoreDB connection string starting esdb:// or esdb+discover://, not "esdb://admin:***@host :2113"',
      ],
      [
        'esdb://',
        'configuration: EVENTSTORE_URL must be an EventStoreDB connection string starting esdb:// or esdb+discover://, not "esdb://"',
      ],
    ],
  }),
  c({
    key: 'mongodbUrl',
    variable: 'MONGODB_URL',
    fallback: null,
    good: [
      ['mongodb://localhost:27017/creators?replicaSet=rs0', 'mongodb://localhost:27017/creators?replicaSet=rs0'],
      ['mongodb+srv://user:pw@cluster.example.net/db', 'mongodb+srv://user:pw@cluster.example.net/db'],
    ],
    bad: [
      [
        'postgres://user:hunter2@db/x',
        'configuration: MONGODB_URL must be a MongoDB connection string starting mongodb:// or mongodb+srv://, not "postgres://user:***@db/x"',
      ],
    ],
  }),
  c({
    key: 'demoData',
    variable: 'DEMO_DATA',
    fallback: true,
    good: [
      ['0', false],
      ['1', true],
      ['off', false],
      ['TRUE', true],
    ],
    bad: [['maybe', 'configuration: DEMO_DATA must be 1 (on) or 0 (off), not "maybe"']],
  }),
  c({
    key: 'sentryDsn',
    variable: 'SENTRY_DSN',
    fallback: null,
    good: [
      [DSN, DSN],
      ['http://key@127.0.0.1:9000/sentry/7', 'http://key@127.0.0.1:9000/sentry/7'],
    ],
    bad: [
      [
        'https://o1.ingest.sentry.io/42',
        'configuration: SENTRY_DSN must be a Sentry DSN such as https://<key>@o1.ingest.sentry.io/42, not "https://o1.ingest.sentry.io/42"',
      ],
      [
        'https://key@o1.ingest.sentry.io/project',
        'configuration: SENTRY_DSN must be a Sentry DSN such as https://<key>@o1.ingest.sentry.io/42, not "https://key@o1.ingest.sentry.io/project"',
      ],
    ],
  }),
  c({
    key: 'tunnelDsns',
    variable: 'SENTRY_TUNNEL_DSNS',
    fallback: [],
    good: [
      [DSN, [DSN]],
      [`${DSN}, http://k@localhost/3 ,`, [DSN, 'http://k@localhost/3']],
    ],
    bad: [
      [
        `${DSN},nope`,
        `configuration: SENTRY_TUNNEL_DSNS must be Sentry DSNs separated by commas, each such as https://<key>@o1.ingest.sentry.io/42, not "${DSN},nope"`,
      ],
    ],
  }),
  c({
    key: 'trustProxy',
    variable: 'TRUST_PROXY',
    fallback: 'loopback',
    good: [
      ['true', true],
      ['false', false],
      ['2', 2],
      ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
      ['loopback,fd00::/8', 'loopback,fd00::/8'],
    ],
    bad: [
      [
        'everyone',
        'configuration: TRUST_PROXY must be true, false, a number of proxy hops, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, not "everyone"',
      ],
      [
        '10.0.0.0/33',
        'configuration: TRUST_PROXY must be true, false, a number of proxy hops, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, not "10.0.0.0/33"',
      ],
    ],
  }),
  c({
    key: 'projectorBatchSize',
    variable: 'PROJECTOR_BATCH_SIZE',
    fallback: 1000,
    good: [
      ['1', 1],
      ['250', 250],
      ['100000', 100_000],
    ],
    bad: [
      ['abc', 'configuration: PROJECTOR_BATCH_SIZE must be a whole number from 1 to 100000, not "abc"'],
      ['0', 'configuration: PROJECTOR_BATCH_SIZE must be a whole number from 1 to 100000, not "0"'],
      ['100001', 'configuration: PROJECTOR_BATCH_SIZE must be a whole number from 1 to 100000, not "100001"'],
      ['1e3', 'configuration: PROJECTOR_BATCH_SIZE must be a whole number from 1 to 100000, not "1e3"'],
    ],
  }),
  c({
    key: 'projectorStallSeconds',
    variable: 'PROJECTOR_STALL_SECONDS',
    fallback: 120,
    good: [
      ['5', 5],
      ['600', 600],
    ],
    bad: [
      ['4', 'configuration: PROJECTOR_STALL_SECONDS must be a whole number from 5 to 86400, not "4"'],
      ['soon', 'configuration: PROJECTOR_STALL_SECONDS must be a whole number from 5 to 86400, not "soon"'],
    ],
  }),
  c({
    key: 'logLevel',
    variable: 'LOG_LEVEL',
    fallback: 'info',
    good: [
      ['debug', 'debug'],
      ['WARN', 'warn'],
      ['silent', 'silent'],
    ],
    bad: [
      ['loud', 'configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"'],
    ],
  }),
  c({
    key: 'projectorPort',
    variable: 'PROJECTOR_PORT',
    fallback: 3001,
    good: [
      ['0', 0],
      ['9464', 9464],
    ],
    bad: [
      [
        '99999',
        'configuration: PROJECTOR_PORT must be a port number from 0 to 65535 (0 picks a free one), not "99999"',
      ],
    ],
  }),
  c({
    key: 'projectorHost',
    variable: 'PROJECTOR_HOST',
    fallback: '127.0.0.1',
    good: [
      ['0.0.0.0', '0.0.0.0'],
      ['::', '::'],
      ['projector.internal', 'projector.internal'],
    ],
    bad: [
      [
        'not a host',
        'configuration: PROJECTOR_HOST must be an IP address or a host name to listen on, not "not a host"',
      ],
    ],
  }),
  c({
    key: 'metricsToken',
    variable: 'METRICS_TOKEN',
    fallback: null,
    good: [['s3cret-scraper-token-1', 's3cret-scraper-token-1']],
    bad: [
      [
        'short-token',
        'configuration: METRICS_TOKEN must be at least 16 printable characters without spaces, not "sh…"',
      ],
    ],
  }),
  c({
    key: 's3Url',
    variable: 'S3_URL',
    fallback: null,
    good: [['https://s3.eu-west-1.amazonaws.com', 'https://s3.eu-west-1.amazonaws.com']],
    bad: [
      [
        'ftp://key:secret@files.example.com',
        'configuration: S3_URL must be an S3 endpoint URL starting https:// or http://, not "ftp://key:***@files.example.com"',
      ],
    ],
  }),
  c({
    key: 's3Bucket',
    variable: 'S3_BUCKET',
    fallback: null,
    good: [['creators-uploads.eu', 'creators-uploads.eu']],
    bad: [
      [
        'Creators_Uploads',
        'configuration: S3_BUCKET must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, not "Creators_Uploads"',
      ],
      [
        '192.168.1.1',
        'configuration: S3_BUCKET must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, not "192.168.1.1"',
      ],
    ],
  }),
  c({
    key: 'mediaGraceHours',
    variable: 'MEDIA_GRACE_HOURS',
    fallback: 24,
    good: [
      ['0', 0],
      ['48', 48],
    ],
    bad: [
      ['-1', 'configuration: MEDIA_GRACE_HOURS must be a whole number from 0 to 8760, not "-1"'],
      ['a day', 'configuration: MEDIA_GRACE_HOURS must be a whole number from 0 to 8760, not "a day"'],
    ],
  }),
  c({
    key: 'shutdownGraceSeconds',
    variable: 'SHUTDOWN_GRACE_SECONDS',
    fallback: 10,
    good: [
      ['0', 0],
      ['30', 30],
    ],
    bad: [
      ['3601', 'configuration: SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600, not "3601"'],
      ['2.5', 'configuration: SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600, not "2.5"'],
    ],
  }),
  c({
    key: 'mediaSweepMinutes',
    variable: 'MEDIA_SWEEP_MINUTES',
    fallback: 60,
    good: [
      ['0', 0],
      ['15', 15],
    ],
    bad: [['1441', 'configuration: MEDIA_SWEEP_MINUTES must be a whole number from 0 to 1440, not "1441"']],
  }),
  c({
    key: 'uploadQuotaMb',
    variable: 'UPLOAD_QUOTA_MB',
    fallback: 5000,
    good: [['20000', 20000]],
    bad: [['0', 'configuration: UPLOAD_QUOTA_MB must be a whole number from 1 to 10000000, not "0"']],
  }),
  c({
    key: 'bodyStallSeconds',
    variable: 'BODY_STALL_SECONDS',
    fallback: 10,
    good: [['30', 30]],
    bad: [['0', 'configuration: BODY_STALL_SECONDS must be a whole number from 1 to 600, not "0"']],
  }),
  c({
    key: 'bodyMinBytes',
    variable: 'BODY_MIN_BYTES',
    fallback: 1024,
    good: [['4096', 4096]],
    bad: [['1 kB', 'configuration: BODY_MIN_BYTES must be a whole number from 1 to 10000000, not "1 kB"']],
  }),
  c({
    key: 'platformFeePercent',
    variable: 'PLATFORM_FEE_PERCENT',
    fallback: 10,
    good: [
      ['0', 0],
      ['25', 25],
    ],
    bad: [['51', 'configuration: PLATFORM_FEE_PERCENT must be a whole number from 0 to 50, not "51"']],
  }),
  c({
    key: 'payoutHoldDays',
    variable: 'PAYOUT_HOLD_DAYS',
    fallback: 7,
    good: [
      ['0', 0],
      ['14', 14],
    ],
    bad: [['91', 'configuration: PAYOUT_HOLD_DAYS must be a whole number from 0 to 90, not "91"']],
  }),
  c({
    key: 'stripeSecretKey',
    variable: 'STRIPE_SECRET_KEY',
    fallback: null,
    with: { STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' },
    good: [['sk_test_51Habcdefghijkl', 'sk_test_51Habcdefghijkl']],
    bad: [
      [
        'pk_test_51Habcdefghijkl',
        'configuration: STRIPE_SECRET_KEY must be a Stripe secret key starting sk_test_, sk_live_, rk_test_ or rk_live_, not "pk_t…"',
      ],
    ],
  }),
  c({
    key: 'stripeWebhookSecret',
    variable: 'STRIPE_WEBHOOK_SECRET',
    fallback: null,
    with: { STRIPE_SECRET_KEY: 'sk_test_51Habcdefghijkl' },
    good: [['whsec_0123456789abcdef', 'whsec_0123456789abcdef']],
    bad: [
      [
        'sk_test_0123456789abcdef',
        'configuration: STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret starting whsec_, not "sk_t…"',
      ],
    ],
  }),
  c({
    key: 'smtpUrl',
    variable: 'SMTP_URL',
    fallback: null,
    good: [['smtps://mailer:pw@smtp.example.com:465', 'smtps://mailer:pw@smtp.example.com:465']],
    bad: [
      [
        'https://mailer:pw@smtp.example.com',
        'configuration: SMTP_URL must be an SMTP URL starting smtp:// or smtps://, not "https://mailer:***@smtp.example.com"',
      ],
    ],
  }),
  c({
    key: 'publicUrl',
    variable: 'PUBLIC_URL',
    fallback: null,
    good: [
      ['https://creators.example.com', 'https://creators.example.com'],
      ['https://creators.example.com/', 'https://creators.example.com'],
    ],
    bad: [
      [
        'creators.example.com',
        'configuration: PUBLIC_URL must be a public URL starting https:// or http://, not "creators.example.com"',
      ],
    ],
  }),
  c({
    key: 'mailFrom',
    variable: 'MAIL_FROM',
    fallback: 'Creators Marketplace <no-reply@creators.localhost>',
    good: [
      ['Shop <shop@example.com>', 'Shop <shop@example.com>'],
      ['shop@example.com', 'shop@example.com'],
    ],
    bad: [
      ['shop', 'configuration: MAIL_FROM must be an address such as Creators <hello@example.com>, not "shop"'],
      [
        'a <b@c> <d@e>',
        'configuration: MAIL_FROM must be an address such as Creators <hello@example.com>, not "a <b@c> <d@e>"',
      ],
    ],
  }),
  c({
    key: 'appSecret',
    variable: 'APP_SECRET',
    fallback: null,
    good: [['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef']],
    bad: [
      [
        'too-short-secret',
        'configuration: APP_SECRET must be at least 32 printable characters without spaces, not "too-…"',
      ],
    ],
  }),
  c({ key: 'release', variable: 'RELEASE', fallback: 'dev', good: [['1.4.2', '1.4.2']], bad: [] }),
  c({
    key: 'environment',
    variable: 'NODE_ENV',
    fallback: 'development',
    good: [['production', 'production']],
    bad: [],
  }),
];

describe('the configuration read from the environment', () => {
  it('has a case for every setting', () => {
    expect(CASES.map((one) => one.key).sort()).toEqual(Object.keys(readConfiguration({})).sort());
  });

  describe.each(CASES.map((one) => [one.variable, one] as const))('%s', (variable, one: Case<Key>) => {
    it('takes its default when unset or blank', () => {
      expect(readConfiguration({})[one.key]).toEqual(one.fallback);
      expect(readConfiguration({ [variable]: '  ' })[one.key]).toEqual(one.fallback);
    });

    it.each(one.good.map(([text, value]) => [text, value] as const))('reads %j', (text, value) => {
      expect(readConfiguration({ ...one.with, [variable]: text })[one.key]).toEqual(value);
    });

    if (one.bad.length > 0) {
      it.each(one.bad.map(([text, line]) => [text, line] as const))('refuses %j in one line', (text, line) => {
        const refusal = refusalOf({ ...one.with, [variable]: text });
        expect(refusal).toBeInstanceOf(ConfigurationError);
        expect(refusal?.message).toBe(line);
        expect(refusal?.message).not.toContain('\n');
      });
    }
  });

  it('takes the Stripe keys together or not at all', () => {
    expect(refusalOf({ STRIPE_SECRET_KEY: 'sk_test_51Habcdefghijkl' })?.message).toBe(
      'configuration: STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY (or neither, for the test-mode checkout), not ""',
    );
    expect(refusalOf({ STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' })?.message).toMatch(
      /^configuration: STRIPE_SECRET_KEY must be set together with STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('never prints a refused secret or URL password whole', () => {
    const secrets = {
      APP_SECRET: 'hunter2-hunter2-hunter2',
      METRICS_TOKEN: 'tok en with spaces 1234',
      STRIPE_SECRET_KEY: 'sk_live_has spaces_12345',
      MONGODB_URL: 'mongodb://app:hunter2@db/x y',
    };
    for (const [variable, value] of Object.entries(secrets)) {
      const refusal = refusalOf({ [variable]: value });
      expect(refusal).toBeInstanceOf(ConfigurationError);
      expect(refusal?.message).toContain(variable);
      expect(refusal?.message).not.toContain('hunter2');
      expect(refusal?.message).not.toContain(value);
    }
  });
});
