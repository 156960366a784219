import { parseDsn, type Dsn } from './dsn.js';
import { admitEnvelope, queryAgrees, readTunnelQuery } from './tunnel-policy.js';

function dsn(text: string): Dsn {
  const parsed = parseDsn(text);
  if (parsed === null) throw new Error(`not a DSN: ${text}`);
  return parsed;
}

const SENTRY_IO = 'https://key@o11.ingest.de.sentry.io/22';
const SELF_HOSTED = 'http://key@127.0.0.1:9000/42';
const accepted = [dsn(SENTRY_IO), dsn(SELF_HOSTED)];
const header = (value: unknown): string => JSON.stringify({ event_id: 'a'.repeat(32), dsn: value });

describe('admitEnvelope', () => {
  it('admits an accepted DSN and sends it where that DSN says', () => {
    expect(admitEnvelope(header(SENTRY_IO), { o: '11', p: '22', r: 'de' }, accepted)).toEqual({
      admitted: true,
      upstream: 'https://o11.ingest.de.sentry.io/api/22/envelope/',
    });
    expect(admitEnvelope(header(SELF_HOSTED), { p: '42' }, accepted)).toEqual({
      admitted: true,
      upstream: 'http://127.0.0.1:9000/api/42/envelope/',
    });
  });

  it('admits another spelling of an accepted DSN', () => {
    expect(admitEnvelope(header('http://key@127.0.0.1:9000/42'), {}, accepted)).toMatchObject({ admitted: true });
    expect(admitEnvelope(header('https://key@O11.ingest.de.sentry.io:443/22'), {}, accepted)).toMatchObject({
      admitted: true,
      upstream: 'https://o11.ingest.de.sentry.io/api/22/envelope/',
    });
  });

  it.each([
    ['another key', 'http://other@127.0.0.1:9000/42'],
    ['another project', 'http://key@127.0.0.1:9000/43'],
    ['another port', 'http://key@127.0.0.1:9001/42'],
    ['a private host', 'http://key@10.0.0.1:9000/42'],
    ['the metadata host', 'http://key@169.254.169.254/42'],
    ['another organisation', 'https://key@o12.ingest.de.sentry.io/22'],
    ['another region', 'https://key@o11.ingest.us.sentry.io/22'],
  ])('refuses %s with 403', (_, text) => {
    expect(admitEnvelope(header(text), {}, accepted)).toMatchObject({ admitted: false, code: 'dsn_not_accepted' });
  });

  it('refuses everything when no DSN is configured', () => {
    expect(admitEnvelope(header(SELF_HOSTED), {}, [])).toMatchObject({ admitted: false, code: 'dsn_not_accepted' });
  });

  it.each([
    ['a wrong project', SELF_HOSTED, { p: '43' }],
    ['an organisation for a self-hosted DSN', SELF_HOSTED, { o: '11', p: '42' }],
    ['a region for a self-hosted DSN', SELF_HOSTED, { r: 'de' }],
    ['a wrong organisation', SENTRY_IO, { o: '12', p: '22' }],
    ['a wrong region', SENTRY_IO, { o: '11', p: '22', r: 'us' }],
    ['a repeated parameter', SENTRY_IO, { p: ['22', '23'] }],
  ])('refuses %s', (_, text, query) => {
    expect(admitEnvelope(header(text), query, accepted)).toMatchObject({ admitted: false, code: 'query_mismatch' });
  });

  it.each([
    ['a header that is not JSON', 'not json'],
    ['a header that is a JSON array', '["dsn"]'],
    ['a header without a dsn', JSON.stringify({ event_id: 'x' })],
    ['a dsn that is not text', header(42)],
    ['a dsn that is not a DSN', header('https://example.com/')],
  ])('refuses %s as malformed', (_, line) => {
    expect(admitEnvelope(line, {}, accepted)).toMatchObject({ admitted: false, code: 'malformed_envelope' });
  });
});

describe('queryAgrees', () => {
  it('lets absent parameters agree', () => {
    expect(queryAgrees(dsn(SENTRY_IO), {})).toBe(true);
    expect(queryAgrees(dsn(SENTRY_IO), { o: '11' })).toBe(true);
  });

  it('wants a region only where the DSN has one', () => {
    expect(queryAgrees(dsn('https://key@o11.ingest.sentry.io/22'), { o: '11', p: '22', r: 'de' })).toBe(false);
  });
});

describe('readTunnelQuery', () => {
  it('keeps o, p and r and ignores the rest', () => {
    expect(readTunnelQuery({ o: '1', p: '2', r: 'de', other: 'x' })).toEqual({ o: '1', p: '2', r: 'de' });
    expect(readTunnelQuery(undefined)).toEqual({});
  });

  it('refuses a repeated parameter', () => {
    expect(readTunnelQuery({ p: ['1', '2'] })).toBeNull();
  });
});
