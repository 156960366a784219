import type { LibraryEntry } from '@creators/contracts';
import { errorText } from '../../../lib/error-text.js';
import { formatDate } from '../../../lib/format.js';
import { useMuteReleaseNotices } from '../api/mute-release-notices.js';
import { EntitledFiles } from './entitled-files.js';

const NO_LINKS = {};

/** The file names of one kind of change, or nothing when there are none. */
function Changed({ label, names }: { readonly label: string; readonly names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{names.join(', ')}</dd>
    </div>
  );
}

/**
 * A held item's releases: "Update available" with what changed since the release the holder last
 * downloaded (files added, removed and changed; the notes in between), every earlier release to
 * download, and whether new releases are e-mailed.
 */
export function ReleaseUpdate({ entry }: { readonly entry: LibraryEntry }) {
  const mute = useMuteReleaseNotices();
  const { update, releases } = entry;
  if (releases.length === 0) return null;
  const of = `“${entry.title}”`;
  return (
    <section className="release-update" aria-label={`Releases of ${of}`}>
      {update === null ? (
        <p className="muted">
          Version {releases[0]?.version}
          {entry.downloadedVersion === null ? '' : ' · you have the latest'}
        </p>
      ) : (
        <div className="update-available" role="group" aria-label={`Update available for ${of}`}>
          <p>
            <span className="badge badge-update">Update available</span>{' '}
            {update.from === null ? `Version ${update.to}` : `${update.from} → ${update.to}`}
          </p>
          <dl className="facts facts-compact" aria-label={`What changed in ${of}`}>
            <Changed label="Added" names={update.added} />
            <Changed label="Changed" names={update.changed} />
            <Changed label="Removed" names={update.removed} />
          </dl>
          <ul className="release-notes">
            {update.notes.map((note) => (
              <li key={note.version}>
                <strong>{note.version}</strong> · <time dateTime={note.date}>{formatDate(note.date)}</time>
                <p>{note.notes}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {releases.length < 2 ? null : (
        <details className="earlier-releases">
          <summary>
            Earlier releases<span className="visually-hidden"> of {of}</span>
          </summary>
          <ul>
            {releases.slice(1).map((release) => (
              <li key={release.version}>
                <p>
                  <strong>{release.version}</strong> · <time dateTime={release.date}>{formatDate(release.date)}</time>
                </p>
                <EntitledFiles files={release.files} links={NO_LINKS} title={`${entry.title} ${release.version}`} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={!entry.muted}
            disabled={mute.isPending}
            onChange={(event) => {
              mute.mutate({ itemId: entry.itemId, muted: !event.target.checked });
            }}
          />{' '}
          E-mail me new releases of {of}
        </label>
      </p>
      {mute.isError ? (
        <p className="field-error" role="alert">
          {errorText(mute.error)}
        </p>
      ) : null}
    </section>
  );
}
