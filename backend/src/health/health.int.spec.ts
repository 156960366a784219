import { HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { StartUp } from './start-up.js';

describe('liveness and readiness', () => {
  const startUp = new StartUp();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ startUp });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const client = (): HttpClient => new HttpClient(testApp.base);
  const signIn = (): ReturnType<HttpClient['post']> =>
    client().post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'not the password' });

  it('is live while starting, but not ready and takes no command; both once started', async () => {
    startUp.begin('seeding demo content');
    expect((await client().get('/api/health')).status).toBe(200);
    const ready = await client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ type: '/problems/starting', detail: expect.stringContaining('seeding') });
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    // Reads go on: the pages show what is there so far.
    expect((await client().get('/api/marketplace/components')).status).toBe(200);

    startUp.end();
    expect((await client().get('/api/health/ready')).status).toBe(200);
    expect((await signIn()).status).toBe(401);
  });

  it('is not ready while it warms the read paths, but takes commands meanwhile', async () => {
    startUp.begin('warming the read paths', 'taken');
    const ready = await client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ type: '/problems/starting', detail: expect.stringContaining('warming') });
    // Answered by the command itself (a wrong password), not refused for the start.
    expect((await signIn()).status).toBe(401);

    startUp.end();
    expect((await client().get('/api/health/ready')).status).toBe(200);
  });
});
