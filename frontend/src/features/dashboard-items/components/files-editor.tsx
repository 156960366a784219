import { useState } from 'react';
import { DropZone } from '../../../components/upload/drop-zone.js';
import { messageOf } from '../../../components/upload/image-field.js';
import { UploadMeter } from '../../../components/upload/upload-meter.js';
import { formatBytes } from '../../../lib/format.js';
import { MAX_FILE_BYTES, uploadFile, type UploadProgress } from '../../../lib/uploads.js';
import { VECTOR_FORMATS } from '../utils/kind-fields.js';
import type { FormFile } from '../utils/item-form-values.js';

const WORDING = {
  'per-format': { legend: 'Files', hint: 'One file per format (SVG, PDF, …), up to 100 MB each.' },
  archives: { legend: 'Archives', hint: 'The files to download, such as a .zip, up to 100 MB each.' },
  attachments: { legend: 'Attachments', hint: 'Exercise files and resources, up to 100 MB each.' },
} as const;

const guessFormat = (name: string): string => {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const format = extension === 'fig' ? 'figma' : extension;
  return (VECTOR_FORMATS as readonly string[]).includes(format) ? format : '';
};

/** A kind's deliverable files: uploaded (streamed, with progress), listed with size, removable, and for vectors each with its format. */
export function FilesEditor({
  deliverables,
  value,
  errors,
  onChange,
  id = 'item-files',
}: {
  readonly deliverables: 'per-format' | 'archives' | 'attachments';
  /** Where an error summary's link for `files` leads (one id per editor on a page). */
  readonly id?: string;
  readonly value: readonly FormFile[];
  readonly errors: Readonly<Partial<Record<string, string>>>;
  readonly onChange: (update: (current: readonly FormFile[]) => readonly FormFile[]) => void;
}) {
  const [pending, setPending] = useState<readonly { key: string; name: string; progress: UploadProgress }[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const perFormat = deliverables === 'per-format';

  const add = (files: File[]): void => {
    setProblems(
      files.filter((file) => file.size > MAX_FILE_BYTES).map((file) => `${file.name} is larger than 100 MB.`),
    );
    for (const file of files.filter((candidate) => candidate.size <= MAX_FILE_BYTES)) {
      const key = `${file.name}-${String(Math.random())}`;
      setPending((current) => [...current, { key, name: file.name, progress: { sent: 0, total: file.size } }]);
      uploadFile(file, (progress) => {
        setPending((current) => current.map((entry) => (entry.key === key ? { ...entry, progress } : entry)));
      }).then(
        (answer) => {
          setPending((current) => current.filter((entry) => entry.key !== key));
          onChange((current) => [
            ...current,
            { uploadId: answer.id, file: answer.file, format: guessFormat(file.name) },
          ]);
        },
        (failure: unknown) => {
          setPending((current) => current.filter((entry) => entry.key !== key));
          setProblems((current) => [...current, `${file.name}: ${messageOf(failure)}`]);
        },
      );
    }
  };
  const general = [...problems, ...(errors.files === undefined ? [] : [errors.files])];

  return (
    <fieldset className={general.length === 0 ? 'field files-editor' : 'field field-invalid files-editor'} id={id}>
      <legend>{WORDING[deliverables].legend}</legend>
      <p className="field-hint">{WORDING[deliverables].hint}</p>
      {value.length === 0 ? null : (
        <ul className="file-list">
          {value.map((entry, index) => {
            const formatError = errors[`files[${index}].format`];
            return (
              <li key={entry.uploadId}>
                <span>{entry.file.name}</span>
                <span className="file-facts">{formatBytes(entry.file.size)}</span>
                {perFormat ? (
                  <label>
                    Format{' '}
                    <select
                      value={entry.format}
                      aria-invalid={formatError === undefined ? undefined : true}
                      onChange={(event) => {
                        const format = event.target.value;
                        onChange((current) =>
                          current.map((file) => (file.uploadId === entry.uploadId ? { ...file, format } : file)),
                        );
                      }}
                    >
                      <option value="">Choose…</option>
                      {VECTOR_FORMATS.map((format) => (
                        <option key={format} value={format}>
                          {format === 'figma' ? 'Figma' : format.toUpperCase()}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Remove ${entry.file.name}`}
                  onClick={() => {
                    onChange((current) => current.filter((file) => file.uploadId !== entry.uploadId));
                  }}
                >
                  Remove
                </button>
                {formatError === undefined ? null : <p className="field-error">{formatError}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {pending.map((entry) => (
        <UploadMeter key={entry.key} name={entry.name} progress={entry.progress} />
      ))}
      <DropZone what="files" accept="*/*" multiple onFiles={add} />
      {general.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
