import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (Playwright cannot download its own browser here) against
 * the real gateway on the embedded default, seeded with the demo content.
 */
const port = Number(process.env.E2E_PORT ?? 3310);
// Made once, by the runner's process: its workers load this file again and inherit the variable.
// The global teardown removes it.
process.env.E2E_RUN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-'));
const dataDir = process.env.E2E_RUN_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  // Assertions retry until this; Playwright's default (5 s) is short for a first render on a busy machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './remove-run-data.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health/ready`,
    // Seeding draws and uploads every demo item's pictures through the real pipeline (about a minute on two free cores).
    timeout: 300_000,
    reuseExistingServer: false,
    // Playwright stops the server's whole process group; SIGTERM first lets it close its stores.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The links in mail lead where the browser already is (the product's own default is localhost).
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
    },
  },
});
