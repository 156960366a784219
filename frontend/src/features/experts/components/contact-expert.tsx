import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/error-text.js';
import { signInToResume, useResumedAction } from '../../../lib/resume-action.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useSendEnquiry } from '../api/enquiries.js';

/** "Contact": an enquiry (subject, message, budget) sent through the product; neither side sees the other's address. */
export function ContactExpert({
  handle,
  name,
  currency,
  signedIn,
}: {
  readonly handle: string;
  readonly name: string;
  readonly currency: string;
  readonly signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const send = useSendEnquiry(handle);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);

  useResumedAction(`contact:${handle}`, signedIn && hydrated, () => {
    send.reset();
    setOpen(true);
  });

  const close = () => {
    dialogRef.current?.close();
    setOpen(false);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const budget =
      min.trim() === '' && max.trim() === '' ? null : { min: Number(min || max), max: Number(max || min), currency };
    send.mutate({ subject: subject.trim(), message: message.trim(), budget });
  };

  if (!signedIn) {
    return (
      <Link className="button" to={signInToResume(location, `contact:${handle}`)}>
        Contact {name}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!hydrated}
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
      >
        Contact {name}
      </button>
      {open && (
        <dialog
          ref={dialogRef}
          className="dialog"
          aria-labelledby={`${id}-title`}
          onClose={() => {
            setOpen(false);
          }}
        >
          <h2 id={`${id}-title`}>Contact {name}</h2>
          {send.isSuccess ? (
            <>
              <p role="status">Sent. {name} replies by e-mail through the marketplace; your address stays private.</p>
              <div className="form-actions">
                <button type="button" className="button" onClick={close}>
                  Close
                </button>
              </div>
            </>
          ) : (
            <form className="form" onSubmit={submit}>
              <div className="field">
                <label htmlFor={`${id}-subject`}>Subject</label>
                <input
                  id={`${id}-subject`}
                  required
                  maxLength={120}
                  value={subject}
                  onChange={(event) => {
                    setSubject(event.target.value);
                  }}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-message`}>Message</label>
                <textarea
                  id={`${id}-message`}
                  required
                  rows={5}
                  maxLength={4000}
                  value={message}
                  onChange={(event) => {
                    setMessage(event.target.value);
                  }}
                />
              </div>
              <fieldset className="field field-group">
                <legend>Budget in {currency} (optional)</legend>
                <div className="field-group-options budget-range">
                  <label htmlFor={`${id}-min`}>From</label>{' '}
                  <input
                    id={`${id}-min`}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    size={8}
                    value={min}
                    onChange={(event) => {
                      setMin(event.target.value);
                    }}
                  />{' '}
                  <label htmlFor={`${id}-max`}>to</label>{' '}
                  <input
                    id={`${id}-max`}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    size={8}
                    value={max}
                    onChange={(event) => {
                      setMax(event.target.value);
                    }}
                  />
                </div>
              </fieldset>
              {send.isError ? (
                <p className="form-message form-message-error" role="alert">
                  {errorText(send.error)}
                </p>
              ) : null}
              <div className="form-actions">
                <button type="submit" className="button" disabled={send.isPending}>
                  {send.isPending ? 'Sending…' : 'Send enquiry'}
                </button>
                <button type="button" className="button secondary" onClick={close}>
                  Cancel
                </button>
              </div>
            </form>
          )}
        </dialog>
      )}
    </>
  );
}
