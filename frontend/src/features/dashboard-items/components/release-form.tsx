import { useState } from 'react';
import { FIELD_LIMITS, RELEASE_LIMITS, VECTOR_FORMATS, type ItemKind, type VectorFormat } from '@creators/contracts';
import { Field } from '../../../components/ui/field.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { usePublishRelease } from '../api/publish-release.js';
import type { FormFile } from '../utils/item-form-values.js';
import { KIND_DELIVERABLES } from '../utils/kind-fields.js';
import { FilesEditor } from './files-editor.js';

const FIELDS = ['version', 'notes', 'files'];

const isFormat = (value: string): value is VectorFormat => (VECTOR_FORMATS as readonly string[]).includes(value);

/**
 * A new release of an item: its version (greater than the latest), what changed, and the files
 * of that version (uploaded as an item's files are). Holders are told of it by e-mail.
 */
export function ReleaseForm({
  kind,
  id,
  latest,
}: {
  readonly kind: ItemKind;
  readonly id: string;
  /** The version the item shows now, if any. */
  readonly latest: string | undefined;
}) {
  const release = usePublishRelease(kind, id);
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<readonly FormFile[]>([]);
  const [published, setPublished] = useState<string | null>(null);
  const deliverables = KIND_DELIVERABLES[kind];
  const errors = release.error === null ? NO_FORM_ERRORS : formErrorsOf(release.error, FIELDS);

  return (
    <form
      className="release-form"
      aria-labelledby="release-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        setPublished(null);
        release.mutate(
          {
            version: version.trim(),
            notes,
            files: files.map((entry) => ({
              uploadId: entry.uploadId,
              ...(deliverables === 'per-format' && isFormat(entry.format) ? { format: entry.format } : {}),
            })),
          },
          {
            onSuccess: () => {
              setPublished(version.trim());
              setVersion('');
              setNotes('');
              setFiles([]);
            },
          },
        );
      }}
    >
      <h2 id="release-form-title">Publish a release</h2>
      <p className="field-hint">
        {latest === undefined ? 'No release yet.' : `The latest version is ${latest}.`} Holders see what changed in
        their library and are told by e-mail.
      </p>
      {errors.general.length === 0 ? null : (
        <div className="state state-error" role="alert">
          {errors.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {published === null ? null : (
        <p className="notice" role="status">
          Released version {published}.
        </p>
      )}
      <Field id="release-version" label="Version" hint="Such as 1.2.0" error={errors.byField.version}>
        {(control) => (
          <input
            {...control}
            value={version}
            maxLength={FIELD_LIMITS.version}
            required
            onChange={(event) => {
              setVersion(event.target.value);
            }}
          />
        )}
      </Field>
      <Field id="release-notes" label="What changed" error={errors.byField.notes}>
        {(control) => (
          <textarea
            {...control}
            value={notes}
            rows={4}
            maxLength={RELEASE_LIMITS.notes}
            required
            onChange={(event) => {
              setNotes(event.target.value);
            }}
          />
        )}
      </Field>
      {deliverables === null ? null : (
        <FilesEditor
          id="release-files"
          deliverables={deliverables}
          value={files}
          errors={errors.byField}
          onChange={setFiles}
        />
      )}
      <p className="form-actions">
        <button type="submit" className="button" disabled={release.isPending}>
          {release.isPending ? 'Publishing…' : 'Publish release'}
        </button>
      </p>
    </form>
  );
}
