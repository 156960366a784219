/**
 * Sentry DSNs: parsing, comparison and the envelope endpoint each one names. Pure.
 *
 * A DSN reads `<protocol>://<public key>@<host>[:<port>][/<path prefix>]/<project id>`. sentry.io's
 * ingest hosts also carry the organisation and an optional region:
 * `https://<key>@o<organisation>.ingest[.<region>].sentry.io/<project id>`.
 */
export interface Dsn {
  readonly protocol: 'http' | 'https';
  readonly publicKey: string;
  /** Host name and non-default port, as `URL.host` spells them (lower case, punycode). */
  readonly host: string;
  /** `''`, or the sub-path a self-hosted Sentry is served under, such as `/sentry`. */
  readonly pathPrefix: string;
  readonly projectId: string;
  /** Only sentry.io's ingest hosts name an organisation. */
  readonly organisation: string | null;
  readonly region: string | null;
}

const SENTRY_IO_INGEST = /^o(\d+)\.ingest(?:\.([a-z0-9-]+))?\.sentry\.io$/;
const PUBLIC_KEY = /^\w+$/;
const PROJECT_ID = /^\d+$/;
const PATH_SEGMENT = /^[\w.~-]+$/;

/** Reads a DSN, or answers null when the text is not one. */
export function parseDsn(text: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const protocol = url.protocol === 'https:' ? 'https' : url.protocol === 'http:' ? 'http' : null;
  if (protocol === null || url.hostname === '' || url.search !== '' || url.hash !== '') return null;
  if (!PUBLIC_KEY.test(url.username)) return null;

  const segments = url.pathname.split('/').slice(1);
  const projectId = segments.pop();
  if (projectId === undefined || !PROJECT_ID.test(projectId)) return null;
  if (!segments.every((segment) => PATH_SEGMENT.test(segment))) return null;

  const ingest = SENTRY_IO_INGEST.exec(url.hostname);
  return {
    protocol,
    publicKey: url.username,
    host: url.host,
    pathPrefix: segments.map((segment) => `/${segment}`).join(''),
    projectId,
    organisation: ingest?.[1] ?? null,
    region: ingest?.[2] ?? null,
  };
}

/** One spelling per DSN (the secret, if any, left out), so two spellings of the same DSN compare equal. */
export function canonicalDsn(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.publicKey}@${dsn.host}${dsn.pathPrefix}/${dsn.projectId}`;
}

/** Where a DSN's envelopes go; derived from the DSN alone. */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** The DSNs a configuration accepts, and the configured values that are not DSNs. */
export function readAcceptedDsns(configured: readonly string[]): {
  readonly accepted: readonly Dsn[];
  readonly invalid: readonly string[];
} {
  const accepted: Dsn[] = [];
  const invalid: string[] = [];
  for (const text of configured) {
    const dsn = parseDsn(text);
    if (dsn === null) invalid.push(text);
    else if (!accepted.some((known) => canonicalDsn(known) === canonicalDsn(dsn))) accepted.push(dsn);
  }
  return { accepted, invalid };
}
