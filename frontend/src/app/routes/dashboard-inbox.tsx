import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { InboxEnquiry } from '@creators/contracts';
import { EmptyState, QueryView } from '../../components/ui/state.js';
import { useMyProfile } from '../../features/dashboard-profile/api/get-my-profile.js';
import { useInbox, useReply } from '../../features/experts/api/enquiries.js';
import { errorText } from '../../lib/error-text.js';
import { formatDateTime } from '../../lib/format.js';
import { creatorPath } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

function Enquiry({ enquiry }: { readonly enquiry: InboxEnquiry }) {
  const reply = useReply(enquiry.id);
  const [message, setMessage] = useState('');
  const fieldId = `reply-${enquiry.id}`;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    reply.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
      },
    });
  };
  return (
    <article className="mail" aria-label={enquiry.subject}>
      <h2>{enquiry.subject}</h2>
      <p className="muted">
        From <Link to={creatorPath(enquiry.from.handle)}>{enquiry.from.name}</Link> ·{' '}
        <time dateTime={enquiry.sentAt}>{formatDateTime(enquiry.sentAt)}</time>
        {enquiry.budget === null
          ? null
          : ` · budget ${enquiry.budget.min}–${enquiry.budget.max} ${enquiry.budget.currency}`}
      </p>
      <p className="mail-text">{enquiry.message}</p>
      {enquiry.replies.map((sent) => (
        <blockquote key={sent.at} className="reply">
          <p className="muted">
            You replied · <time dateTime={sent.at}>{formatDateTime(sent.at)}</time>
          </p>
          <p className="mail-text">{sent.message}</p>
        </blockquote>
      ))}
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={fieldId}>Reply (sent by e-mail; your address stays private)</label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={4000}
            required
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
            }}
          />
        </div>
        {reply.isError ? (
          <p className="form-message form-message-error" role="alert">
            {errorText(reply.error)}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </button>
          {/* Beside the button that sent it, where the eye already is. */}
          {reply.isSuccess ? <p role="status">Reply sent.</p> : null}
        </div>
      </form>
    </article>
  );
}

/** What an empty inbox says: to an expert, that people will write; to anyone else, how to be found. */
function EmptyInbox({ listed }: { readonly listed: boolean | null }) {
  if (listed === true)
    return (
      <EmptyState title="No enquiries yet">
        <p>People who find you in the experts directory write to you here, and you reply from here.</p>
        <Link to="/dashboard/profile">Edit your expert listing</Link>
      </EmptyState>
    );
  // Not known yet: nothing said that may turn out wrong.
  if (listed === null) return <EmptyState title="No enquiries yet" />;
  return (
    <EmptyState title="No enquiries yet">
      <p>List yourself as an expert, and people who want to hire you write to you here.</p>
      <Link to="/dashboard/profile">List yourself as an expert</Link>
    </EmptyState>
  );
}

/** The expert's inbox: enquiries sent to them, newest first, each with its replies. */
export function Component() {
  useDocumentTitle('Inbox');
  const inbox = useInbox();
  const profile = useMyProfile();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Inbox</h1>
      <QueryView query={inbox} loadingLabel="Loading your inbox" errorTitle="Your inbox could not be loaded">
        {(enquiries) =>
          enquiries.length === 0 ? (
            <EmptyInbox listed={profile.data === undefined ? null : profile.data.expert !== null} />
          ) : (
            enquiries.map((enquiry) => <Enquiry key={enquiry.id} enquiry={enquiry} />)
          )
        }
      </QueryView>
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
