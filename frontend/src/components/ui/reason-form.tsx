import { useId, useState, type SubmitEvent } from 'react';
import { Field } from './field.js';

/** A short form asking why (a refund, a refund request, a declined request): the other side reads the reason. */
export function ReasonForm({
  label,
  hint = 'The buyer reads it.',
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  /** Who reads the reason, and anything else the writer should know. */
  readonly hint?: string;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onSubmit: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setBlank(true);
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <form className="reason-form" onSubmit={submit} noValidate>
      <Field id={id} label={label} hint={hint} error={blank ? 'Say why, in a few words.' : error}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setBlank(false);
            }}
          />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : submitLabel}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
