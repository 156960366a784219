import { canonicalDsn, envelopeEndpoint, parseDsn, readAcceptedDsns } from './dsn.js';

describe('parseDsn', () => {
  it('reads a sentry.io DSN with its organisation and no region', () => {
    expect(parseDsn('https://abc123@o4507.ingest.sentry.io/4508')).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o4507.ingest.sentry.io',
      pathPrefix: '',
      projectId: '4508',
      organisation: '4507',
      region: null,
    });
  });

  it('reads a sentry.io DSN with a region', () => {
    expect(parseDsn('https://abc123@o4507.ingest.de.sentry.io/4508')).toMatchObject({
      host: 'o4507.ingest.de.sentry.io',
      organisation: '4507',
      region: 'de',
    });
  });

  it('reads a self-hosted DSN: no organisation or region, any host and port', () => {
    expect(parseDsn('http://key@127.0.0.1:9000/42')).toEqual({
      protocol: 'http',
      publicKey: 'key',
      host: '127.0.0.1:9000',
      pathPrefix: '',
      projectId: '42',
      organisation: null,
      region: null,
    });
  });

  it('keeps the path prefix of a Sentry served under a sub-path', () => {
    expect(parseDsn('https://key@errors.example.com/tools/sentry/7')).toMatchObject({
      host: 'errors.example.com',
      pathPrefix: '/tools/sentry',
      projectId: '7',
    });
  });

  it('does not take a look-alike host for sentry.io', () => {
    expect(parseDsn('https://key@o1.ingest.sentry.io.evil.example/2')).toMatchObject({
      organisation: null,
      region: null,
    });
    expect(parseDsn('https://key@evil-o1.ingest.sentry.io/2')).toMatchObject({ organisation: null });
  });

  it.each([
    ['not a URL', 'sentry'],
    ['an empty string', ''],
    ['no public key', 'https://o1.ingest.sentry.io/2'],
    ['no project', 'https://key@o1.ingest.sentry.io'],
    ['a trailing slash', 'https://key@o1.ingest.sentry.io/2/'],
    ['a project that is not a number', 'https://key@o1.ingest.sentry.io/abc'],
    ['another protocol', 'ftp://key@example.com/2'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a query', 'https://key@example.com/2?x=1'],
    ['a fragment', 'https://key@example.com/2#x'],
    ['a public key with odd characters', 'https://k%20y@example.com/2'],
    ['an empty path segment', 'https://key@example.com//2'],
  ])('refuses %s', (_, text) => {
    expect(parseDsn(text)).toBeNull();
  });
});

describe('canonicalDsn', () => {
  it('spells equal DSNs alike: host case, default port and secret do not matter', () => {
    const a = parseDsn('https://key@O1.Ingest.Sentry.IO:443/2');
    const b = parseDsn('https://key:secret@o1.ingest.sentry.io/2');
    expect(a && canonicalDsn(a)).toBe('https://key@o1.ingest.sentry.io/2');
    expect(b && canonicalDsn(b)).toBe('https://key@o1.ingest.sentry.io/2');
  });

  it('tells keys, projects, ports and path prefixes apart', () => {
    const spellings = [
      'http://key@127.0.0.1:9000/42',
      'http://other@127.0.0.1:9000/42',
      'http://key@127.0.0.1:9000/43',
      'http://key@127.0.0.1:9001/42',
      'http://key@127.0.0.1:9000/sub/42',
      'https://key@127.0.0.1:9000/42',
    ].map((text) => {
      const dsn = parseDsn(text);
      return dsn && canonicalDsn(dsn);
    });
    expect(new Set(spellings).size).toBe(spellings.length);
  });
});

describe('envelopeEndpoint', () => {
  it.each([
    ['https://key@o4507.ingest.sentry.io/4508', 'https://o4507.ingest.sentry.io/api/4508/envelope/'],
    ['https://key@o4507.ingest.us.sentry.io/4508', 'https://o4507.ingest.us.sentry.io/api/4508/envelope/'],
    ['http://key@127.0.0.1:9000/42', 'http://127.0.0.1:9000/api/42/envelope/'],
    ['https://key@errors.example.com/tools/sentry/7', 'https://errors.example.com/tools/sentry/api/7/envelope/'],
  ])('sends %s to %s', (text, endpoint) => {
    const dsn = parseDsn(text);
    expect(dsn && envelopeEndpoint(dsn)).toBe(endpoint);
  });
});

describe('readAcceptedDsns', () => {
  it('keeps the DSNs, once each, and names what is not a DSN', () => {
    const { accepted, invalid } = readAcceptedDsns([
      'https://key@o1.ingest.sentry.io/2',
      'not a dsn',
      'https://key@O1.ingest.sentry.io/2',
      'http://key@127.0.0.1:9000/42',
    ]);
    expect(accepted.map(canonicalDsn)).toEqual(['https://key@o1.ingest.sentry.io/2', 'http://key@127.0.0.1:9000/42']);
    expect(invalid).toEqual(['not a dsn']);
  });
});
