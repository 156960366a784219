import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tempDir } from '@creators/storage/testing';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('the gateway process with a bad setting', () => {
  it('exits with status 1 and one line naming the variable, the value and what is expected', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATA_DIR: tempDir('refused-gateway-'),
        EVENTSTORE_URL: '',
        MONGODB_URL: '',
        PORT: '0',
        DEMO_DATA: '0',
        LOG_LEVEL: 'loud',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // Had it started instead, it would listen until killed: bound the wait, and kill it whatever happens.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      const code = await new Promise<number | null>((resolve, reject) => {
        child.once('error', reject);
        child.once('close', (exitCode) => {
          resolve(exitCode);
        });
      });
      expect(code).toBe(1);
      expect(err).toBe(
        'configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"\n',
      );
      expect(out).toBe('');
    } finally {
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
