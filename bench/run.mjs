// @ts-check
// Runs the benchmarks named on the command line (all when none): `npm run bench -- storage`.
// Each prints its figures beside a limit measured in the same run and writes bench/results/<name>.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace('.bench.mjs', ''))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
mkdirSync(join(here, 'results'), { recursive: true });
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n== ${name}`);
  const { run } = await import(`./${name}.bench.mjs`);
  const figures = await run();
  const file = join(here, 'results', `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), node: process.version, figures }, null, 2));
  console.log(`(figures written to ${file})`);
}
