/**
 * What integration tests share for the processes they start and the things they wait for, imported
 * as `@creators/storage/testing` (storage is the package every server-side test can reach).
 *
 * Every process started here leads a process group of its own and is registered for cleanup:
 * importing this module adds an `afterEach` (processes started during a test) and an `afterAll`
 * (processes started in `beforeAll`) that kill what is still running, whether the test passed,
 * failed or timed out. Temporary directories from tempDir go in that `afterAll` too, after the
 * processes that may write to them. The jest environment (`jest/environment.js`) also kills them when a test
 * file ends or the jest worker exits, so a leftover process never keeps `jest` from exiting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How long a test waits for something that happens promptly but asynchronously (a server starting,
 * a projection catching up with a few events): a second on an idle machine, so only a hang fails.
 */
export const PROMPTLY_MS = 30_000;

/** A test timeout for integration tests that wait, each wait bounded by PROMPTLY_MS. */
export const INTEGRATION_TEST_MS = 120_000;

export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all. */
  readonly error?: Error;
}

export interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Written to the process's stdin, which is then closed; without it stdin is closed at once. */
  readonly input?: string;
  /** Copies the process's output to this process's stderr as it comes, to watch a long run. */
  readonly echo?: boolean;
}

export interface TestProcess {
  readonly pid: number;
  readonly command: string;
  /** Settles when the process has exited and its output is complete; never rejects. */
  readonly exited: Promise<ProcessExit>;
  /** Null while the process runs. */
  exitStatus(): ProcessExit | null;
  stdout(): string;
  /** stdout and stderr interleaved as they arrived. */
  output(): string;
  /** Resolves with the first match of `pattern` in stdout; rejects if the process exits first or after `timeoutMs`. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends `signal` to the process's whole group. */
  kill(signal: NodeJS.Signals): void;
  /** Sends `signal` to the group and waits for the exit; after `graceMs` the group is killed outright. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<ProcessExit>;
  /** A description of the process and the tail of its output, for failure messages. */
  describe(): string;
}

interface ProcessGroupRegistry {
  add(pid: number): void;
  delete(pid: number): void;
}

/** Set by jest/environment.js, which lives outside the test's sandbox and sees the worker's own exit. */
const workerRegistry = (globalThis as { __testProcessGroups?: ProcessGroupRegistry }).__testProcessGroups;

const MAX_KEPT_OUTPUT = 1024 * 1024;
const STOP_GRACE_MS = 10_000;

const running = new Set<TestProcess>();
const tempDirs: string[] = [];
const startedInTest = new Set<TestProcess>();
let inTest = false;

beforeEach(() => {
  inTest = true;
});
afterEach(async () => {
  inTest = false;
  const leftovers = [...startedInTest];
  startedInTest.clear();
  await Promise.all(leftovers.map((p) => p.stop('SIGKILL')));
});
afterAll(async () => {
  await Promise.all([...running].map((p) => p.stop('SIGKILL')));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

const keep = (text: string): string => (text.length > MAX_KEPT_OUTPUT ? text.slice(-MAX_KEPT_OUTPUT) : text);

/**
 * Starts `command` in a process group of its own, output captured, registered for cleanup. Use it
 * for every process a test starts.
 */
export function startProcess(command: string, args: readonly string[], options: StartOptions = {}): TestProcess {
  const child: ChildProcess = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const label = [command, ...args].join(' ');
  let stdout = '';
  let output = '';
  let status: ProcessExit | null = null;
  const stdoutWaiters = new Set<() => void>();
  const exitWaiters = new Set<() => void>();

  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    stdout = keep(stdout + text);
    output = keep(output + text);
    if (options.echo === true) process.stderr.write(text);
    for (const waiter of stdoutWaiters) waiter();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = keep(output + text);
    if (options.echo === true) process.stderr.write(text);
  });
  if (options.input !== undefined) child.stdin?.end(options.input);

  const exited = new Promise<ProcessExit>((resolve) => {
    const settle = (exit: ProcessExit): void => {
      if (status !== null) return;
      status = exit;
      running.delete(handle);
      startedInTest.delete(handle);
      if (child.pid !== undefined) workerRegistry?.delete(child.pid);
      resolve(exit);
      for (const waiter of exitWaiters) waiter();
    };
    // 'close' rather than 'exit': the output is complete, and the group is gone with its last member.
    child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      settle({ code, signal });
    });
    child.once('error', (error) => {
      settle({ code: null, signal: null, error });
    });
  });

  const describe = (): string => {
    const exit =
      status === null
        ? 'still running'
        : status.error !== undefined
          ? `failed to start: ${status.error.message}`
          : `exited with ${status.signal ?? `code ${String(status.code)}`}`;
    const tail = output.length > 4000 ? `...${output.slice(-4000)}` : output;
    return `${label} (${exit}); its output:\n${tail.length > 0 ? tail : '(none)'}`;
  };

  const handle: TestProcess = {
    pid: child.pid ?? -1,
    command: label,
    exited,
    exitStatus: () => status,
    stdout: () => stdout,
    output: () => output,
    describe,
    waitForStdout: (pattern, timeoutMs = PROMPTLY_MS) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const match = pattern.exec(stdout);
          if (match !== null) {
            done();
            resolve(match);
          } else if (status !== null) {
            done();
            reject(new Error(`expected ${String(pattern)} in the output of ${describe()}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${String(pattern)} after ${timeoutMs} ms in the output of ${describe()}`));
        }, timeoutMs);
        const done = (): void => {
          clearTimeout(timer);
          stdoutWaiters.delete(check);
          exitWaiters.delete(check);
        };
        stdoutWaiters.add(check);
        exitWaiters.add(check);
        check();
      }),
    kill: (signal) => {
      if (status === null && child.pid !== undefined) killGroup(child.pid, signal);
    },
    stop: async (signal = 'SIGTERM', graceMs = STOP_GRACE_MS) => {
      if (status !== null) return status;
      handle.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const patience = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => {
          resolve('late');
        }, graceMs);
      });
      const first = await Promise.race([exited, patience]);
      clearTimeout(timer);
      if (first !== 'late') return first;
      handle.kill('SIGKILL');
      return exited;
    },
  };

  if (child.pid !== undefined) {
    running.add(handle);
    if (inTest) startedInTest.add(handle);
    workerRegistry?.add(child.pid);
  }
  return handle;
}

export interface ProcessResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  /** stdout and stderr interleaved. */
  readonly output: string;
}

/**
 * Runs `command` to its end (through startProcess) and answers its exit and output; a process still
 * running after `timeoutMs` is killed and the promise rejects, naming it.
 */
export async function runProcess(
  command: string,
  args: readonly string[],
  options: StartOptions & { readonly timeoutMs?: number } = {},
): Promise<ProcessResult> {
  const child = startProcess(command, args, options);
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    timer = setTimeout(() => {
      resolve('overdue');
    }, options.timeoutMs ?? PROMPTLY_MS);
  });
  const first = await Promise.race([child.exited, overdue]);
  clearTimeout(timer);
  if (first === 'overdue') {
    await child.stop('SIGKILL');
    throw new Error(`still running after ${options.timeoutMs ?? PROMPTLY_MS} ms, so killed: ${child.describe()}`);
  }
  if (first.error !== undefined) throw new Error(child.describe());
  return { code: first.code, signal: first.signal, stdout: child.stdout(), output: child.output() };
}

export interface EventuallyOptions {
  /** What is awaited, for the failure message. */
  readonly what: string;
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
  /** Fail at once, with its output, if this process exits before the condition holds. */
  readonly whileRunning?: TestProcess;
  /** Says how far things got, for the failure message. */
  readonly progress?: () => Promise<string>;
}

/**
 * Polls `attempt` until it answers something other than null, for a condition this process can
 * only observe by looking (another process's progress, a server that may not listen yet). A thrown
 * error counts as "not yet".
 */
export async function eventually<T>(attempt: () => Promise<T | null>, options: EventuallyOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? PROMPTLY_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    const exit = options.whileRunning?.exitStatus();
    if (exit !== null && exit !== undefined) {
      throw new Error(`gave up waiting for ${options.what}: ${options.whileRunning?.describe() ?? ''}`);
    }
    if (Date.now() > deadline) {
      const progress = options.progress === undefined ? '' : ` (${await options.progress()})`;
      const watched = options.whileRunning === undefined ? '' : `\n${options.whileRunning.describe()}`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${options.what}${progress}${watched}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 25));
  }
}

/** The path of a built entry (under some `dist/`), or an error that says how it gets built. */
export function builtEntry(url: URL): string {
  const path = fileURLToPath(url);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: jest's global setup builds it (see its output above), or run npm run build`);
  }
  return path;
}

/** A fresh directory under the system's temporary one, removed when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
