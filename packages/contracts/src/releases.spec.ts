import type { ItemFile } from './media.js';
import { releaseDifference, type ReleaseRecord } from './releases.js';

const file = (name: string, hash: string): ItemFile => ({
  uploadId: `u-${hash}`,
  hash,
  size: 1,
  mediaType: 'application/zip',
  name,
  format: null,
});
const release = (version: string, files: ItemFile[]): ReleaseRecord => ({
  version,
  notes: `notes ${version}`,
  date: `d${version}`,
  files,
});

describe('what changed since the release a holder has', () => {
  const releases = [
    release('1.2.0', [file('kit.zip', 'k2'), file('icons.svg', 'i1'), file('new.fig', 'n1')]),
    release('1.1.0', [file('kit.zip', 'k1'), file('icons.svg', 'i1'), file('old.pdf', 'o1')]),
    release('1.0.0', [file('kit.zip', 'k0')]),
  ];

  it('lists files added, removed and changed by hash, and the notes in between', () => {
    expect(releaseDifference(releases, '1.0.0')).toEqual({
      from: '1.0.0',
      to: '1.2.0',
      added: ['icons.svg', 'new.fig'],
      removed: [],
      changed: ['kit.zip'],
      notes: [
        { version: '1.2.0', date: 'd1.2.0', notes: 'notes 1.2.0' },
        { version: '1.1.0', date: 'd1.1.0', notes: 'notes 1.1.0' },
      ],
    });
    expect(releaseDifference(releases, '1.1.0')).toMatchObject({
      added: ['new.fig'],
      removed: ['old.pdf'],
      changed: ['kit.zip'],
    });
  });

  it('is nothing for a holder of the latest release, or an item without releases', () => {
    expect(releaseDifference(releases, '1.2.0')).toBeNull();
    expect(releaseDifference([], null)).toBeNull();
  });

  it('shows every file as new to a holder who has none of the releases', () => {
    expect(releaseDifference(releases, null)?.added).toEqual(['kit.zip', 'icons.svg', 'new.fig']);
  });
});
