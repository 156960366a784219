import type { LibraryEntry } from '@creators/contracts';
import { useState } from 'react';
import { ReasonForm } from '../../../components/ui/reason-form.js';
import { errorText } from '../../../lib/error-text.js';
import { formatDate } from '../../../lib/format.js';
import { useRequestRefund } from '../api/request-refund.js';

/** A purchase's refund: ask for one while it may be asked for, then what became of the request. */
export function RefundRequest({ entry }: { readonly entry: LibraryEntry }) {
  const request = useRequestRefund();
  const [open, setOpen] = useState(false);
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
  return (
    <ReasonForm
      label="Why you ask for a refund"
      hint={`The creator reads it. You may ask until ${until}.`}
      submitLabel="Ask for a refund"
      busy={request.isPending}
      error={request.isError ? errorText(request.error) : undefined}
      onSubmit={(reason) => {
        request.mutate({ orderId: receipt.orderId, reason });
      }}
      onCancel={() => {
        setOpen(false);
      }}
    />
  );
}
