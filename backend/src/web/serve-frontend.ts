import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export const ASSETS_PREFIX = '/creators-assets/';

/** The app shell, under any spelling the static server maps to it. */
const SHELL_FILE = /^\/*index\.html(\.br|\.gz)?$/i;

/** Files Vite names by content hash (`index-B3x9_kQa.js`) never change, so browsers may keep them for a year. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/** The built app's shell (index.html), which every page route answers. */
export function readAppShell(frontendDir: string): string {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the frontend is not built: ${indexFile} is missing (run npm run build)`);
  return readFileSync(indexFile, 'utf8');
}

/** Serves the built React app's files under /creators-assets/, precompressed, without source maps or the shell. */
export async function serveAssets(app: NestFastifyApplication, frontendDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: frontendDir,
    prefix: ASSETS_PREFIX,
    index: false,
    cacheControl: false,
    // The build wrote .br and .gz beside each text asset: sent as they are to browsers that take them.
    preCompressed: true,
    // Source maps are for error reports, not for visitors. The shell (index.html) is a page only
    // as the page routes answer it, with its nonce and CSP: as a file it would be a page without them.
    allowedPath: (path: string) => !path.endsWith('.map') && !SHELL_FILE.test(path),
    setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
      res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
