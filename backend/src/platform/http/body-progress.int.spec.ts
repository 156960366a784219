import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Agent, fetch } from 'undici';
import { jest } from '@jest/globals';
import { INTEGRATION_TEST_MS, tempDir } from '@creators/storage/testing';
import { readConfig } from '../../config.js';
import { signedInCreator } from '../../testing/creators.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/**
 * Sends a request's head, then its body a byte at a time every `everyMs`, until the server closes
 * the connection; gives what it answered.
 */
function trickle(port: number, path: string, body: string, everyMs: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body.charAt(sent++));
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error('the server never closed the trickling connection'));
    });
    // Far beyond the body's whole time: a test that fails says so rather than hanging.
    socket.setTimeout(INTEGRATION_TEST_MS / 2);
  });
}

describe('a request body that stops making progress', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    const config = readConfig({
      DATA_DIR: tempDir('body-progress-'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      BODY_STALL_SECONDS: '1',
    });
    testApp = await startTestApp({ config });
    port = Number(new URL(testApp.base).port);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is cut with 408 and its connection closed, long before the whole body would have come', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const { answer, sent } = await trickle(port, '/api/auth/sign-in', body, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('the request body stopped arriving');
    // It was cut while most of the body was still to come.
    expect(sent).toBeLessThan(body.length);
  });

  it('leaves no listener behind on a keep-alive connection, however many bodies it carries', async () => {
    const server: Server = testApp.app.getHttpServer();
    const connections: Socket[] = [];
    const note = (socket: Socket): void => {
      connections.push(socket);
    };
    server.on('connection', note);
    const oneConnection = new Agent({ connections: 1 });
    try {
      for (let i = 0; i < 30; i += 1) {
        const answer = await fetch(`${testApp.base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `keep${i}@example.com`, password: 'not this one at all' }),
          dispatcher: oneConnection,
        });
        await answer.arrayBuffer();
      }
    } finally {
      server.off('connection', note);
    }
    expect(connections).toHaveLength(1);
    const [socket] = connections;
    // Each request's own listeners went when it ended: what is left is the server's, not thirty.
    expect(socket?.listenerCount('close')).toBeLessThan(5);
    await oneConnection.close();
  });

  it('lets a body that keeps coming take as long as it takes', async () => {
    const me = await signedInCreator(testApp);
    const big = Buffer.alloc(8 * 1024 * 1024, 7);
    const stored = await me.client.upload('/api/media/files?name=big.bin', big);
    expect(stored.status).toBe(201);
  });
});
