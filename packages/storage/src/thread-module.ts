import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built module a worker thread runs, `name` beside the module at `from` (its `import.meta.url`).
 * Under the test runner that module is TypeScript in `src/`, with no JavaScript beside it: the
 * thread then runs the same file built in `dist/`.
 */
export function threadModule(name: string, from: string): URL {
  const beside = new URL(name, from);
  const at = beside.href.lastIndexOf('/src/');
  if (existsSync(fileURLToPath(beside)) || at < 0) return beside;
  return new URL(`${beside.href.slice(0, at)}/dist/${beside.href.slice(at + '/src/'.length)}`);
}
