// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every built text asset, at the strongest
// settings (done once per build, not per request), so the server sends them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(DIST)) {
  if (!TEXT.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} assets (brotli and gzip)`);
