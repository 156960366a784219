import { readFileSync } from 'node:fs';
import { eventually, runProcess, startProcess, type TestProcess } from './harness.js';

const node = process.execPath;
/** A process that runs until killed, and a child of its own in the same group. */
const LINGERING = [
  '-e',
  `const { spawn } = require('node:child_process');
   const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
   console.log('child ' + child.pid);
   setInterval(() => {}, 1000);`,
];
/** A process that ignores SIGTERM. */
const STUBBORN = ['-e', `process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000);`];

/** Running, that is: signalable and, where /proc tells, not a zombie waiting for its parent to reap it. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

const childPid = async (parent: TestProcess): Promise<number> =>
  Number((await parent.waitForStdout(/^child (\d+)$/m))[1]);

describe('the processes a test starts', () => {
  let fromBeforeAll: TestProcess;
  const leftInTest: number[] = [];

  beforeAll(async () => {
    fromBeforeAll = startProcess(node, LINGERING);
    leftInTest.push(fromBeforeAll.pid, await childPid(fromBeforeAll));
  });

  it('are left running by a test that forgets them (1 of 2)', async () => {
    const forgotten = startProcess(node, LINGERING);
    const grandchild = await childPid(forgotten);
    expect(alive(forgotten.pid)).toBe(true);
    expect(alive(grandchild)).toBe(true);
    leftInTest.push(forgotten.pid, grandchild);
  });

  it('are killed with their whole group once that test ends, while those of beforeAll live on (2 of 2)', async () => {
    const [beforeAllPid, beforeAllChild, forgottenPid, forgottenChild] = leftInTest;
    expect(alive(beforeAllPid ?? 0)).toBe(true);
    expect(alive(beforeAllChild ?? 0)).toBe(true);
    // The test's own process: its exit was awaited.
    expect(alive(forgottenPid ?? 0)).toBe(false);
    // Its child was sent the same SIGKILL with the group; on a busy machine it may take the kernel a moment to end it.
    await eventually(() => Promise.resolve(alive(forgottenChild ?? 0) ? null : true), {
      what: "the forgotten process's child to end",
    });
  });

  it('stop with a signal, and are killed outright when they ignore it', async () => {
    const stubborn = startProcess(node, STUBBORN);
    await stubborn.waitForStdout(/^ready$/m);
    expect(await stubborn.stop('SIGTERM', 200)).toMatchObject({ code: null, signal: 'SIGKILL' });
    const polite = startProcess(node, ['-e', 'setInterval(() => {}, 1000)']);
    expect(await polite.stop('SIGTERM')).toMatchObject({ code: null, signal: 'SIGTERM' });
  });

  it('say what they printed when a wait for their output fails', async () => {
    const quitter = startProcess(node, ['-e', "console.error('no database here'); process.exit(3)"]);
    await expect(quitter.waitForStdout(/listening/)).rejects.toThrow(/exited with code 3[\s\S]*no database here/);
    const silent = startProcess(node, ['-e', 'setInterval(() => {}, 1000)']);
    await expect(silent.waitForStdout(/listening/, 100)).rejects.toThrow(
      /no \/listening\/ after 100 ms.*still running/,
    );
  });

  it('run to their end with their output, and are killed when they overrun', async () => {
    const echo = await runProcess(node, ['-e', 'process.stdin.pipe(process.stdout)'], { input: 'a\nb\n' });
    expect(echo).toMatchObject({ code: 0, stdout: 'a\nb\n' });
    await expect(runProcess(node, STUBBORN, { timeoutMs: 300 })).rejects.toThrow(/still running after 300 ms/);
    await expect(runProcess('/no/such/program', [])).rejects.toThrow(/failed to start/);
  });

  it('make a wait fail at once when the process it watches exits', async () => {
    const quitter = startProcess(node, ['-e', "console.log('bye')"]);
    await expect(
      eventually(() => Promise.resolve(null), { what: 'something that never comes', whileRunning: quitter }),
    ).rejects.toThrow(/gave up waiting for something that never comes: .*exited with code 0[\s\S]*bye/);
  });

  afterAll(async () => {
    // The harness's own afterAll, which runs after this one, would kill it; stopped here to check.
    await fromBeforeAll.stop();
    expect(alive(fromBeforeAll.pid)).toBe(false);
  });
});
