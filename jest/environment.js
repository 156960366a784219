/**
 * Jest's node environment, plus a last line of defence for the processes tests start. The test's
 * sandbox cannot see its worker's own exit or signals, so `@creators/storage/testing` registers
 * each process group it starts here: whatever a test file leaves running is killed when the file
 * ends, and everything when the worker exits or is interrupted. Plain JavaScript because jest
 * loads this file natively.
 */
// jest-environment-node comes with jest (the same version); it is what `testEnvironment: 'node'` names.
import { TestEnvironment } from 'jest-environment-node';

const groups = new Set();

function killAll() {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  groups.clear();
}

let guarding = false;

/** Installed once per worker, on its first process: the exit and the signals that end it. */
function guardWorker() {
  if (guarding) return;
  guarding = true;
  process.on('exit', killAll);
  // A worker's channel to jest closes when jest itself is gone (killed outright, say).
  process.on('disconnect', killAll);
  // A listener on the channel holds it open, and jest ends a worker by removing its own listener and
  // letting it drain: once jest's is gone, this one goes too (the exit listener still kills).
  process.on('removeListener', function release(event) {
    if (event !== 'message' || process.listenerCount('message') > 0) return;
    process.off('disconnect', killAll);
    process.off('removeListener', release);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      killAll();
      // Ends this process as the signal would have without this listener.
      process.kill(process.pid, signal);
    });
  }
}

const registry = {
  /** @param {number} pid */
  add(pid) {
    guardWorker();
    groups.add(pid);
  },
  /** @param {number} pid */
  delete(pid) {
    groups.delete(pid);
  },
};

export default class ProcessGroupsEnvironment extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    this.global.__testProcessGroups = registry;
  }

  /** @override */
  async teardown() {
    killAll();
    await super.teardown();
  }
}
