import type { LibraryEntry } from '@creators/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { Field } from '../../../components/ui/field.js';
import { errorText } from '../../../lib/error-text.js';
import { formatDate } from '../../../lib/format.js';
import { useRequestRefund } from '../api/request-refund.js';

/** A purchase's refund: ask for one while it may be asked for, then what became of the request. */
export function RefundRequest({ entry }: { readonly entry: LibraryEntry }) {
  const id = useId();
  const request = useRequestRefund();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const { refund, receipt } = entry;
  if (refund === null || receipt === null) return null;
  if (refund.request === 'open')
    return <p className="muted">You asked for a refund: the creator answers within 7 days, or it is granted.</p>;
  if (refund.request === 'declined') return <p className="muted">The creator declined your refund request.</p>;
  if (refund.requestableUntil === null) return null;
  const until = formatDate(refund.requestableUntil);
  if (!open)
    return (
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Ask for a refund
      </button>
    );
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setBlank(true);
      return;
    }
    request.mutate({ orderId: receipt.orderId, reason: reason.trim() });
  };
  return (
    <form className="reason-form" onSubmit={submit} noValidate>
      <Field
        id={id}
        label="Why you ask for a refund"
        hint={`The creator reads it. You may ask until ${until}.`}
        error={blank ? 'Say why, in a few words.' : request.isError ? errorText(request.error) : undefined}
      >
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
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Ask for a refund'}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setOpen(false);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
