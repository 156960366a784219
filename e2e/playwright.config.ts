import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (Playwright cannot download its own browser here) against
 * the real gateway on the embedded default, seeded with the demo content.
 */
const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
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
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '1', EVENTSTORE_URL: '', MONGODB_URL: '' },
  },
});
