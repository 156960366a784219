import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { REPORT_REASONS, type ReportReason } from '@creators/contracts';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { useReport, type ReportBody } from '../api/moderation.js';
import { signInToResume, useResumedAction } from '../../../lib/resume-action.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

const REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam or advertising',
  copyright: 'Copies someone else’s work',
  offensive: 'Offensive or hateful',
  misleading: 'Misleading or a scam',
  malware: 'Harmful files',
  other: 'Something else',
};

/** "Report": a small form in a dialog, sent to the moderators; the item stays up until one of them acts. */
export function ReportButton({
  subject,
  name,
  signedIn,
}: {
  readonly subject: Pick<ReportBody, 'itemId' | 'creatorId' | 'reviewId'>;
  readonly name: string;
  readonly signedIn: boolean;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const report = useReport();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);

  const close = () => {
    dialogRef.current?.close();
    setOpen(false);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    report.mutate({ ...subject, reason, details: details.trim() });
  };
  const signedOut = report.error instanceof ApiError && report.error.status === 401;
  const hydrated = useHydrated();
  const action = `report:${subject.reviewId ?? subject.itemId ?? subject.creatorId ?? ''}` as const;
  const signIn = signInToResume(location, action);
  useResumedAction(action, signedIn && hydrated, () => {
    report.reset();
    setOpen(true);
  });

  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={!hydrated}
        // A review's button is one of several on its page: it says whose review it reports, so a
        // list of the page's buttons does not read "Report" for each of them and the item alike.
        aria-label={subject.reviewId === undefined ? undefined : `Report ${name}`}
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
      >
        Report
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
          <h2 id={`${id}-title`}>Report {name}</h2>
          {!signedIn ? (
            <>
              <p>
                Reports come from people signed in, so moderators can ask for more.{' '}
                <Link to={signIn}>Sign in to report</Link>.
              </p>
              <div className="form-actions">
                <button type="button" className="button secondary" onClick={close}>
                  Cancel
                </button>
              </div>
            </>
          ) : report.isSuccess ? (
            <>
              <p role="status">Thank you. Moderators will look at it; nothing is taken down by a report alone.</p>
              <div className="form-actions">
                <button type="button" className="button" onClick={close}>
                  Close
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={submit} className="form">
              <div className="field">
                <label htmlFor={`${id}-reason`}>What is wrong?</label>
                <select
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value as ReportReason);
                  }}
                >
                  {REPORT_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {REASON_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-details`}>Details (optional)</label>
                <textarea
                  id={`${id}-details`}
                  maxLength={1000}
                  rows={4}
                  value={details}
                  onChange={(event) => {
                    setDetails(event.target.value);
                  }}
                />
              </div>
              {report.isError && (
                <p className="form-message form-message-error" role="alert">
                  {signedOut ? (
                    <>
                      <Link to={signIn}>Sign in</Link> to report.
                    </>
                  ) : (
                    errorText(report.error)
                  )}
                </p>
              )}
              <div className="form-actions">
                <button type="submit" className="button" disabled={report.isPending}>
                  {report.isPending ? 'Sending…' : 'Send report'}
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
