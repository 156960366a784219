// @ts-check
/** One jest run for every package: `*.spec.ts` (unit) and `*.int.spec.ts` (real SQLite, real HTTP). */
import { availableParallelism } from 'node:os';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export default {
  // Jest's node environment, which also kills any process a test file leaves running.
  testEnvironment: '<rootDir>/jest/environment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@creators/(contracts|storage)$': '<rootDir>/packages/$1/src/index.ts',
    '^@creators/storage/testing$': '<rootDir>/packages/storage/src/testing/harness.ts',
    '^@creators/storage/testing/production$': '<rootDir>/packages/storage/src/testing/production-adapters.ts',
    '^@creators/projections$': '<rootDir>/projections/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores: one on two cores, where the integration
  // files leave the machine idle about a third of the time (they wait on the processes and servers
  // they start). Two workers there took the suite from 538 s to 319 s.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // How long jest lets a worker take to end once told to, before killing it (500 ms by default).
  // A worker that has run a hundred files spends 0.5-1 s after its last JavaScript freeing what it
  // built, its main thread busy, when a busy machine shares its core: measured with nothing left
  // open (no handle, timer, thread or database file), jest killed it and warned of a leak.
  workerGracefulExitTimeout: 5_000,
  globalSetup: '<rootDir>/jest/global-setup.js',
  setupFilesAfterEnv: ['<rootDir>/jest/testing-library.js'],
};
