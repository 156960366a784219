import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { tempDir } from '@creators/storage/testing';
import { folderCycles } from './folder-cycles.js';

/** A `src/` tree of the files given (path under src to content), linted with the rule alone. */
async function lintTree(files: Record<string, string>): Promise<string[]> {
  const root = join(tempDir('folder-cycles-'), 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { sourceType: 'module' },
        plugins: { local: folderCycles },
        rules: { 'local/no-folder-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath.slice(root.length + 1)}: ${message.message}`),
  );
}

describe('no-folder-cycles', () => {
  it('reports each import that closes a cycle between folders, naming the way back', async () => {
    const problems = await lintTree({
      'runner/pass.ts': "import { show } from '../models/view.js';\nexport const pass = () => show;\n",
      'models/view.ts': "import { helper } from '../shared/helper.js';\nexport const show = helper;\n",
      'shared/helper.ts': "import { pass } from '../runner/pass.js';\nexport const helper = pass;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^models\/view\.ts: models\/ imports shared\/, which leads back: models -> shared -> runner -> models/,
      ),
      expect.stringMatching(
        /^runner\/pass\.ts: runner\/ imports models\/, which leads back: runner -> models -> shared -> runner/,
      ),
      expect.stringMatching(
        /^shared\/helper\.ts: shared\/ imports runner\/, which leads back: shared -> runner -> models -> shared/,
      ),
    ]);
  });

  it('lets folders import downwards, within themselves, and tests import anything', async () => {
    const problems = await lintTree({
      'runner/pass.ts': "import { cache } from './cache.js';\nexport const pass = cache;\n",
      'runner/cache.ts': 'export const cache = 1;\n',
      'models/view.ts': "import { pass } from '../runner/pass.js';\nexport const show = pass;\n",
      'runner/pass.spec.ts': "import { show } from '../models/view.js';\nexport const seen = show;\n",
      'index.ts': "export { show } from './models/view.js';\n",
    });
    expect(problems).toEqual([]);
  });
});
