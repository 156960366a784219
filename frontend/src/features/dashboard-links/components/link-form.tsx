import { useState, type SubmitEvent } from 'react';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import type { LinkBody } from '../api/add-link.js';

interface LinkFormProps {
  /** Prefix of the controls' ids, unique on the page. */
  readonly idPrefix: string;
  readonly initial: LinkBody;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: unknown;
  readonly onSubmit: (body: LinkBody) => void;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
}

/** A link's title and address, with the server's messages beside them. */
export function LinkForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  autoFocus = false,
}: LinkFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [url, setUrl] = useState(initial.url);
  const controls = {
    title: { label: 'Title', controlId: `${idPrefix}-title` },
    url: { label: 'Address', controlId: `${idPrefix}-url` },
  };
  const errors = error === null || error === undefined ? NO_FORM_ERRORS : formErrorsOf(error, Object.keys(controls));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ title: title.trim(), url: url.trim() });
  };

  return (
    <form className="form link-form" onSubmit={submit} noValidate aria-busy={busy}>
      {!busy && error !== null && error !== undefined && <FormErrorSummary errors={errors} controls={controls} />}
      <div className="field-row">
        <Field id={controls.title.controlId} label="Title" error={errors.byField.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              required
              autoFocus={autoFocus}
              maxLength={80}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
              }}
            />
          )}
        </Field>
        <Field id={controls.url.controlId} label="Address" hint="Starting with https://" error={errors.byField.url}>
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              required
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel !== undefined && (
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
