import { Writable } from 'node:stream';
import { createLogger } from './logger.js';

/** Collects the logger's output lines as parsed JSON. */
function capture(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = (): string => chunks.join('');
  return {
    stream,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the structured logger', () => {
  it('writes one JSON object per line with the level name, an ISO time and the service', () => {
    const out = capture();
    const logger = createLogger({ level: 'info', service: 'projector', destination: out.stream });
    logger.info({ projections: 3 }, 'following');
    logger.debug('not at info');
    const [line, ...rest] = out.lines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 'info', service: 'projector', projections: 3, msg: 'following' });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it('redacts cookies, authorization, passwords, secrets and tokens where the product logs them', () => {
    const out = capture();
    const logger = createLogger({ level: 'info', service: 'gateway', destination: out.stream });
    logger.info(
      {
        req: {
          headers: { cookie: 'sid=abc-session', authorization: 'Bearer abc-bearer', 'x-metrics-token': 'abc-metrics' },
          body: { email: 'ada@example.com', password: 'abc-password' },
        },
        res: { headers: { 'set-cookie': 'sid=abc-new-session' } },
        headers: { cookie: 'sid=abc-top-session', 'user-agent': 'curl' },
        body: { newPassword: 'abc-new-password' },
        token: 'abc-token',
        config: { appSecret: 'abc-app-secret', stripeSecretKey: 'abc-stripe', port: 3000 },
        account: { password: 'abc-nested-password' },
      },
      'request',
    );
    expect(out.text()).not.toMatch(/abc-/);
    expect(out.text()).toContain('ada@example.com');
    expect(out.lines()[0]).toMatchObject({
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]' }, body: { password: '[redacted]' } },
      headers: { cookie: '[redacted]', 'user-agent': 'curl' },
      token: '[redacted]',
      config: { appSecret: '[redacted]', port: 3000 },
    });
  });

  it('stays silent at level silent', () => {
    const out = capture();
    createLogger({ level: 'silent', service: 'gateway', destination: out.stream }).error('lost');
    expect(out.text()).toBe('');
  });
});
