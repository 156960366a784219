import { useState, type SubmitEvent } from 'react';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { formErrorsOf, hasFormErrors, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useStandingErrors } from '../../../lib/use-standing-errors.js';
import { completeLinkUrl, WEB_ADDRESS_HINT } from '../../../lib/safe-url.js';
import type { LinkBody } from '../api/add-link.js';

/** The title takes focus where the form opens in place (editing a link). */
const linkFields = (autoFocus: boolean): FieldTable<keyof LinkBody> => ({
  title: { label: 'Title', attributes: { required: true, maxLength: 80, autoFocus } },
  url: {
    label: 'Address',
    hint: `${WEB_ADDRESS_HINT} or an e-mail address`,
    attributes: { inputMode: 'url', required: true },
  },
});
const FIELDS: readonly string[] = ['title', 'url'];

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
  /** The creator's other links: the same address twice is allowed, but said. */
  readonly others?: readonly LinkBody[];
}

/** Addresses compared as they would be kept, ignoring case and a trailing slash. */
const sameAddress = (a: string, b: string): boolean =>
  completeLinkUrl(a).toLowerCase().replace(/\/+$/, '') === completeLinkUrl(b).toLowerCase().replace(/\/+$/, '');

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
  others = [],
}: LinkFormProps) {
  const [values, setValues] = useState<Record<keyof LinkBody, string>>({ title: initial.title, url: initial.url });
  const table = linkFields(autoFocus);
  const controls = controlsOf(idPrefix, table);
  const errors = useStandingErrors(
    error,
    error === null || error === undefined ? NO_FORM_ERRORS : formErrorsOf(error, FIELDS),
    values,
  );

  const duplicate = values.url.trim() === '' ? undefined : others.find((other) => sameAddress(other.url, values.url));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = completeLinkUrl(values.url);
    // What is sent shows in the field, so the person sees the address as it will be kept.
    setValues((current) => ({ ...current, url }));
    onSubmit({ title: values.title.trim(), url });
  };

  return (
    <form className="form link-form" onSubmit={submit} noValidate aria-busy={busy}>
      {!busy && error !== null && error !== undefined && hasFormErrors(errors) && (
        <FormErrorSummary errors={errors} controls={controls} />
      )}
      <div className="field-row">
        <TextFields idPrefix={idPrefix} table={table} values={values} errors={errors} onChange={setField(setValues)} />
      </div>
      {duplicate === undefined ? null : (
        <p className="form-message form-message-warning" role="status">
          You already list this address, as “{duplicate.title}”.
        </p>
      )}
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
