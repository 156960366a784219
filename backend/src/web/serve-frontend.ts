import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export const ASSETS_PREFIX = '/creators-assets/';

/** Files Vite names by content hash (`index-B3x9_kQa.js`) never change, so browsers may keep them for a year. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The built app's shell (index.html), which every page route answers. */
export function readAppShell(frontendDir: string): string {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the frontend is not built: ${indexFile} is missing (run npm run build)`);
  return readFileSync(indexFile, 'utf8');
}

/** Serves the built React app's files under /creators-assets/. */
export async function serveAssets(app: NestFastifyApplication, frontendDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: frontendDir,
    prefix: ASSETS_PREFIX,
    index: false,
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
      res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
