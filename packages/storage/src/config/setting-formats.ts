import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * How each kind of setting is read from its text. A format answers the value, or `undefined` when
 * the text is not one; `expected` completes "must be ..." in the refusal.
 */
export interface Format<T> {
  readonly expected: string;
  parse(text: string): T | undefined;
}

export const wholeNumber = (min: number, max: number): Format<number> => ({
  expected: `a whole number from ${min} to ${max}`,
  parse: (text) => {
    if (!/^\d{1,15}$/.test(text)) return undefined;
    const value = Number(text);
    return value >= min && value <= max ? value : undefined;
  },
});

export const portNumber: Format<number> = {
  expected: 'a port number from 0 to 65535 (0 picks a free one)',
  parse: (text) => wholeNumber(0, 65535).parse(text),
};

export const onOff: Format<boolean> = {
  expected: '1 (on) or 0 (off)',
  parse: (text) => {
    const word = text.toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(word)) return true;
    if (['0', 'false', 'off', 'no'].includes(word)) return false;
    return undefined;
  },
};

export const oneOf = <T extends string>(choices: readonly T[]): Format<T> => ({
  expected: `one of ${choices.join(', ')}`,
  parse: (text) => choices.find((choice) => choice === text.toLowerCase()),
});

/** A folder that exists or can be made; a file of that name would fail much later, at the first write. */
export const folder: Format<string> = {
  expected: 'a folder (this path names a file)',
  parse: (text) => {
    const path = resolve(text);
    const found = statSync(path, { throwIfNoEntry: false });
    return found === undefined || found.isDirectory() ? path : undefined;
  },
};

/**
 * A connection string with one of the given schemes. Only the scheme and the absence of spaces
 * are checked: EventStoreDB and MongoDB strings may list several hosts, which `URL` cannot read.
 */
export const connectionString = (what: string, schemes: readonly string[]): Format<string> => ({
  expected: `${what} connection string starting ${schemes.map((s) => `${s}://`).join(' or ')}`,
  parse: (text) => {
    const scheme = schemes.find((s) => text.toLowerCase().startsWith(`${s}://`));
    if (scheme === undefined || /\s/.test(text)) return undefined;
    return text.length > scheme.length + 3 ? text : undefined;
  },
});

const asUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

export const urlWithScheme = (what: string, schemes: readonly string[]): Format<string> => ({
  expected: `${what} URL starting ${schemes.map((s) => `${s}://`).join(' or ')}`,
  parse: (text) => {
    const url = asUrl(text);
    if (url === undefined || url.hostname === '') return undefined;
    return schemes.some((s) => url.protocol === `${s}:`) ? text : undefined;
  },
});

/** `<http(s)>://<public key>@<host>[/<path>]/<project id>`, the shape every Sentry DSN has. */
const isDsn = (text: string): boolean => {
  const url = asUrl(text);
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return /^\w+$/.test(url.username) && url.hostname !== '' && /\/\d+$/.test(url.pathname) && url.search === '';
};

export const sentryDsn: Format<string> = {
  expected: 'a Sentry DSN such as https://<key>@o1.ingest.sentry.io/42',
  parse: (text) => (isDsn(text) ? text : undefined),
};

export const sentryDsnList: Format<readonly string[]> = {
  expected: 'Sentry DSNs separated by commas, each such as https://<key>@o1.ingest.sentry.io/42',
  parse: (text) => {
    const dsns = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return dsns.every(isDsn) ? dsns : undefined;
  },
};

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or an address range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrRange = (text: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/** Fastify's `trustProxy`: which proxies' X-Forwarded-* headers to believe. */
export const trustedProxies: Format<boolean | number | string> = {
  expected:
    'true, false, a number of proxy hops, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
  parse: (text) => {
    if (text === 'true' || text === 'false') return text === 'true';
    if (/^\d{1,3}$/.test(text)) return Number(text);
    const parts = text.split(',').map((part) => part.trim());
    return parts.every(isAddressOrRange) ? parts.join(',') : undefined;
  },
};

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const hostAddress: Format<string> = {
  expected: 'an IP address or a host name to listen on',
  parse: (text) => (isIP(text) !== 0 || HOST_NAME.test(text) ? text : undefined),
};

/** A secret typed or generated by hand: printable, no spaces, long enough to resist guessing. */
export const secretToken = (minLength: number): Format<string> => ({
  expected: `at least ${minLength} printable characters without spaces`,
  parse: (text) => (text.length >= minLength && /^[\x21-\x7e]+$/.test(text) ? text : undefined),
});

export const matching = (expected: string, pattern: RegExp): Format<string> => ({
  expected,
  parse: (text) => (pattern.test(text) ? text : undefined),
});

export const anyText: Format<string> = { expected: 'any text', parse: (text) => text };
