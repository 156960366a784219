// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * `local/no-folder-cycles`: the top-level folders of a package's `src/` (and its root files, each
 * a node of its own) import each other without a cycle, so each can be read, tested and replaced
 * from the bottom up (the runner knows no read model). Tests and test helpers compose everything,
 * as integration tests must, and are left out of the graph.
 */

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const isTest = (/** @type {string} */ file) => /\.spec\.tsx?$/.test(file) || file.split(sep).includes('testing');

/** The `src` folder a file is under, or null. */
function srcRootOf(/** @type {string} */ file) {
  const parts = file.split(sep);
  const at = parts.lastIndexOf('src');
  return at < 0 ? null : parts.slice(0, at + 1).join(sep);
}

/** A file's node: the top-level folder under `src/` it is in, or the root file's own name. */
function nodeOf(/** @type {string} */ root, /** @type {string} */ file) {
  const path = relative(root, file);
  if (path.startsWith('..')) return null;
  const [first = '', ...rest] = path.split(sep);
  return rest.length === 0 ? first.replace(/\.(js|ts|tsx)$/, '') : first;
}

/** @param {string} dir @returns {string[]} */
function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** @type {Map<string, Map<string, Map<string, string>>>} */
const graphs = new Map();

/** Each node's imports of other nodes (and one file that makes each), built once per `src/`. */
function graphOf(/** @type {string} */ root) {
  const known = graphs.get(root);
  if (known !== undefined) return known;
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  for (const file of sourcesUnder(root)) {
    if (isTest(file)) continue;
    const from = nodeOf(root, file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = nodeOf(root, resolve(dirname(file), match[1] ?? match[2] ?? ''));
      if (to !== null && to !== from && !edges.has(to)) edges.set(to, relative(root, file));
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBetween(
  /** @type {Map<string, Map<string, string>>} */ graph,
  /** @type {string} */ start,
  /** @type {string} */ goal,
) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === goal) {
      /** @type {string[]} */
      const path = [];
      for (let at = /** @type {string | null} */ (node); at !== null; at = cameFrom.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'The top-level folders of a src/ import each other without a cycle.' },
    schema: [],
    messages: {
      cycle: '{{from}}/ imports {{to}}/, which leads back: {{path}}. Folders form no cycle: move what both need down.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = srcRootOf(file);
    if (root === null || isTest(file)) return {};
    const from = nodeOf(root, file);
    if (from === null) return {};
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = nodeOf(root, resolve(dirname(file), source));
      if (to === null || to === from) return;
      const back = pathBetween(graphOf(root), to, from);
      if (back !== null)
        context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const folderCycles = { rules: { 'no-folder-cycles': noFolderCycles } };
