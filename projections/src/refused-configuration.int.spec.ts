import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tempDir } from '@creators/storage/testing';

const WORKER = fileURLToPath(new URL('../dist/worker.js', import.meta.url));
const HISTORY = fileURLToPath(new URL('../dist/history/cli.js', import.meta.url));

/** Runs a built entry to its end; killed if it outlives `timeoutMs`, and in any case by the end. */
async function runToExit(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (exitCode) => {
        resolve(exitCode);
      });
    });
    return { code, out, err };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

const base = (): Record<string, string> => ({
  DATA_DIR: tempDir('refused-'),
  EVENTSTORE_URL: '',
  MONGODB_URL: '',
  PROJECTOR_PORT: '0',
});

describe('a bad setting stops an entry at once with one line', () => {
  it('the projector worker: PROJECTOR_BATCH_SIZE=abc', async () => {
    const { code, out, err } = await runToExit([WORKER], { ...base(), PROJECTOR_BATCH_SIZE: 'abc' });
    expect(code).toBe(1);
    expect(err).toBe('configuration: PROJECTOR_BATCH_SIZE must be a whole number from 1 to 100000, not "abc"\n');
    expect(out).toBe('');
  });

  it('the history CLI: MONGODB_URL with another scheme, its password hidden', async () => {
    const { code, out, err } = await runToExit([HISTORY, 'events', '--limit', '1'], {
      ...base(),
      MONGODB_URL: 'postgres://reader:hunter2@db/creators',
    });
    expect(code).toBe(1);
    expect(err).toBe(
      'configuration: MONGODB_URL must be a MongoDB connection string starting mongodb:// or mongodb+srv://, not "postgres://reader:***@db/creators"\n',
    );
    expect(out).toBe('');
  });
});
