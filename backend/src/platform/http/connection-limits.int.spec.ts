import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/** The test's own address (any 127.x reaches the server), so no other client's connections count. */
const CLIENT = '127.0.0.2';

const open = (port: number): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: CLIENT }, () => {
      resolve(socket);
    });
    socket.once('error', reject);
  });

/** Resolves when the server has closed the socket (its end, or the whole connection). */
const closedByServer = (socket: Socket): Promise<void> =>
  new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) resolve();
    socket.once('end', resolve);
    socket.once('close', () => {
      resolve();
    });
    socket.resume();
  });

/** Asks for /api/health on an open connection and gives the answer's head. */
const health = (socket: Socket): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) resolve(text);
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });

describe('connections per address', () => {
  let testApp: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ connections: { perAddress: 4 } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
  });

  it('closes a connection past the limit at once, and takes new ones when others have gone', async () => {
    const port = Number(new URL(testApp.base).port);
    for (let i = 0; i < 4; i += 1) sockets.push(await open(port));
    const extra = await open(port);
    sockets.push(extra);
    await closedByServer(extra);
    // The four held are still served.
    const [held] = sockets;
    if (held === undefined) throw new Error('no connection held');
    expect(await health(held)).toMatch(/^HTTP\/1\.1 200/);

    for (const socket of sockets.splice(0)) socket.destroy();
    // Once they are gone (the server notices each close), the address is served again.
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 200) throw new Error('the server did not take connections from the address again');
      const socket = await open(port);
      sockets.push(socket);
      const first = await Promise.race([health(socket), closedByServer(socket).then(() => 'closed')]);
      if (first !== 'closed') {
        expect(first).toMatch(/^HTTP\/1\.1 200/);
        break;
      }
    }
  });
});
