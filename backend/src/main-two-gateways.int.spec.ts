import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  builtEntry,
  eventually,
  INTEGRATION_TEST_MS,
  startProcess,
  tempDir,
  type TestProcess,
} from '@creators/storage/testing';
import { HttpClient } from './testing/http-client.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const MAIN = builtEntry(new URL('../dist/main.js', import.meta.url));
const PASSWORD = 'correct horse battery';

const startGateway = (dataDir: string): TestProcess =>
  startProcess(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      // Unset: each gateway generates the keys it needs, the first time it needs them.
      APP_SECRET: '',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      SENTRY_DSN: '',
    },
  });

async function baseOf(gateway: TestProcess): Promise<string> {
  const [, port] = await gateway.waitForStdout(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
  await gateway.waitForStdout(/"msg":"creators marketplace listening"/);
  return `http://127.0.0.1:${port}`;
}

interface Mail {
  readonly text: string;
}

describe('two gateways started at once on one store', () => {
  it('agree on the keys they generate: an address signed up on one signs in on the other', async () => {
    const dataDir = tempDir('two-gateways-');
    const [one, two] = [startGateway(dataDir), startGateway(dataDir)];
    const [first, second] = await Promise.all([baseOf(one), baseOf(two)]);

    const people = [first, second].map(() => {
      const tag = randomUUID().slice(0, 8);
      return { email: `ada.${tag}@example.com`, password: PASSWORD, handle: `ada_${tag}`, name: `Ada ${tag}` };
    });
    // Both need their e-mail key (a keyed hash of the address) for the first time at once.
    const asked = await Promise.all(
      people.map((person, n) => new HttpClient(n === 0 ? first : second).post('/api/auth/sign-up', person)),
    );
    expect(asked.map((answer) => answer.status)).toEqual([202, 202]);

    for (const [n, person] of people.entries()) {
      const [askedOn, confirmedOn] = n === 0 ? [first, second] : [second, first];
      const token = await eventually(
        async () => {
          const mails = (await new HttpClient(askedOn).get(`/api/outbox?to=${encodeURIComponent(person.email)}`))
            .json as { items: Mail[] };
          return /#token=([\w-]+)/.exec(mails.items[0]?.text ?? '')?.[1] ?? null;
        },
        { what: `the confirmation link for ${person.email}` },
      );
      // Confirmed on the other gateway, signed in on both.
      expect((await new HttpClient(confirmedOn).post('/api/auth/sign-up/confirm', { token })).status).toBe(201);
      for (const base of [first, second]) {
        const signedIn = await new HttpClient(base).post('/api/auth/sign-in', {
          email: person.email,
          password: PASSWORD,
        });
        expect({ base, status: signedIn.status }).toEqual({ base, status: 200 });
      }
    }
    expect(await one.stop('SIGTERM')).toMatchObject({ code: 0 });
    expect(await two.stop('SIGTERM')).toMatchObject({ code: 0 });
  });
});
