import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '@creators/storage/testing';
import { zipArchive } from './zip-archive.js';

describe('a demo ZIP archive', () => {
  it('is read back whole by Python’s zipfile, names and contents alike', () => {
    const file = join(tempDir('zip-'), 'kit.zip');
    writeFileSync(
      file,
      zipArchive([
        { name: 'index.html', content: '<h1>Hi</h1>' },
        { name: 'été/README.md', content: '# Read me' },
      ]),
    );
    const listed = execFileSync(
      'python3',
      [
        '-c',
        'import sys, zipfile, json; z = zipfile.ZipFile(sys.argv[1]); z.testzip(); print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))',
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(listed)).toEqual({ 'index.html': '<h1>Hi</h1>', 'été/README.md': '# Read me' });
  });
});
