import type { Doc } from '@creators/storage';
import { EventLog } from '../testing/event-log.js';
import type { DocumentReader } from '../runner/projector.js';
import { holdingsProjector, LIBRARY_ENTRIES, libraryEntryId, type LibraryEntryDoc } from './holdings.projector.js';

/** Applies the events in order over an in-memory copy of the collections, as the runner would. */
function project(events: EventLog['events']): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  const key = (collection: string, id: string): string => `${collection}/${id}`;
  const reader = { get: (collection: string, id: string) => docs.get(key(collection, id)) ?? null } as DocumentReader;
  for (const event of events) {
    for (const change of holdingsProjector.project(event, reader)) {
      if (change.op === 'put') docs.set(key(change.collection, change.doc.id), change.doc);
      else docs.delete(key(change.collection, change.id));
    }
  }
  return docs;
}

describe('the library entry of a holder and releases', () => {
  const holder = { itemId: 'i1', kind: 'components', sellerId: 's1', accountId: 'a1' };
  const got = (log: EventLog): EventLog => log.append('entitlement-i1-a1', 'ItemGot', holder);
  const downloaded = (log: EventLog, version?: string): EventLog =>
    log.append(`download-${version ?? 'none'}`, 'FileDownloaded', {
      ...holder,
      uploadId: 'u1',
      way: 'get',
      ...(version === undefined ? {} : { version }),
    });
  const entry = (docs: Map<string, Doc>): LibraryEntryDoc | undefined =>
    docs.get(`${LIBRARY_ENTRIES}/${libraryEntryId('a1', 'i1')}`) as LibraryEntryDoc | undefined;

  it('keeps the newest release the holder downloaded a file of', () => {
    const log = downloaded(downloaded(downloaded(got(new EventLog()), '1.1.0'), '1.0.0'));
    expect(entry(project(log.events))?.downloadedVersion).toBe('1.1.0');
  });

  it('ignores a download outside any release, and one by someone who holds nothing', () => {
    expect(entry(project(downloaded(got(new EventLog())).events))?.downloadedVersion).toBeUndefined();
    expect(entry(project(downloaded(new EventLog(), '1.0.0').events))).toBeUndefined();
  });

  it('mutes and resumes the release e-mail', () => {
    const muted = got(new EventLog()).append('updates-i1-a1', 'ReleaseNoticesMuted', { itemId: 'i1', accountId: 'a1' });
    expect(entry(project(muted.events))?.muted).toBe(true);
    const resumed = muted.append('updates-i1-a1', 'ReleaseNoticesResumed', { itemId: 'i1', accountId: 'a1' });
    expect(entry(project(resumed.events))?.muted).toBe(false);
  });
});
