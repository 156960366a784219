/**
 * Jest globalSetup. Most tests import the TypeScript sources, but the ones that start the product's
 * processes (the gateway, the projector worker, the history CLI, the error-reporting gateway) run
 * the built entries under `dist/`: build them first, so a plain `jest` run on a fresh clone works
 * and never tests yesterday's build. `tsc -b` is incremental (under a second when nothing changed);
 * the frontend is built only when missing, since those tests read nothing but its shell and assets.
 * Plain JavaScript because jest loads this file natively.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line no-restricted-imports -- jest's own setup, loaded natively before any package is built
import reportUnreachableAdapters from '../packages/storage/src/testing/report-unreachable-adapters.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * @param {string} what
 * @param {string[]} args
 * @param {string} cwd
 */
function run(what, args, cwd) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status === 0) return;
  // A failed build fails only the tests that need it, and they say what is missing.
  process.stdout.write(`${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n`);
  process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}\n`);
}

export default function globalSetup() {
  run(
    'building backend and projections (tsc -b)',
    [require.resolve('typescript/bin/tsc'), '-b', 'backend', 'projections'],
    root,
  );
  const frontend = join(root, 'frontend');
  if (!existsSync(join(frontend, 'dist', 'index.html'))) {
    process.stdout.write('building the frontend for the gateway tests\n');
    const vite = join(
      dirname(createRequire(join(frontend, 'package.json')).resolve('vite/package.json')),
      'bin',
      'vite.js',
    );
    run('building the frontend (vite build)', [vite, 'build'], frontend);
  }
  reportUnreachableAdapters();
}
