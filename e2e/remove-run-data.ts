import { rmSync } from 'node:fs';

/** Playwright's global teardown: the gateway's SQLite files of this run (see playwright.config.ts). */
export default function removeRunData(): void {
  const dir = process.env.E2E_RUN_DATA_DIR;
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}
