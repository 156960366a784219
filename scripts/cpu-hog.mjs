#!/usr/bin/env node
/**
 * Keeps N cores busy for a given time, then stops by itself: to run the tests on a loaded machine.
 *
 *   node scripts/cpu-hog.mjs [--cores N] [--seconds S]     (defaults: 1 core, 600 seconds)
 *
 * One busy loop per core, each in a thread of this one process; Ctrl-C or the time limit ends them
 * all. Example, the jest suite beside one busy core:
 *
 *   node scripts/cpu-hog.mjs --cores 1 --seconds 900 & hog=$!
 *   npm run test:unit; kill $hog
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

if (isMainThread) {
  const usage = 'usage: node scripts/cpu-hog.mjs [--cores N] [--seconds S]';
  let values;
  try {
    ({ values } = parseArgs({
      options: { cores: { type: 'string', default: '1' }, seconds: { type: 'string', default: '600' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  const cores = Number(values.cores);
  const seconds = Number(values.seconds);
  if (!Number.isInteger(cores) || cores < 1 || !(seconds > 0)) {
    console.error(usage);
    process.exit(2);
  }
  const deadline = Date.now() + seconds * 1000;
  console.error(`cpu-hog: ${cores} of ${availableParallelism()} cores busy for ${seconds} s (pid ${process.pid})`);
  const workers = Array.from({ length: cores }, () => new Worker(new URL(import.meta.url), { workerData: deadline }));
  // Also a limit for this thread, in case a loop misses its own.
  const stop = setTimeout(() => process.exit(0), seconds * 1000 + 1000);
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
  clearTimeout(stop);
  console.error('cpu-hog: done');
} else {
  const deadline = workerData;
  let spin = 0;
  while (Date.now() < deadline) {
    for (let i = 0; i < 1_000_000; i += 1) spin = (spin + i) % 1_000_003;
  }
}
