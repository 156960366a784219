import { Fragment } from 'react';
import { EmptyState, QueryView } from '../../components/ui/state.js';
import { useLocalOutbox, type LocalMail } from '../../features/auth/api/sign-up.js';
import { formatDateTime } from '../../lib/format.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** A message's text with its web addresses as links (the confirmation link is the one people want). */
function MailText({ text }: { readonly text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/);
  return (
    <pre className="mail-text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

function Mail({ mail }: { readonly mail: LocalMail }) {
  return (
    <article className="mail">
      <h2>{mail.subject}</h2>
      <p className="muted">
        To {mail.to} · from {mail.from} · <time dateTime={mail.deliveredAt}>{formatDateTime(mail.deliveredAt)}</time>
      </p>
      <MailText text={mail.text} />
    </article>
  );
}

/** The local outbox: on a machine without a mail server, the e-mail the product would have sent. */
export function Component() {
  useDocumentTitle('Local outbox');
  const outbox = useLocalOutbox();
  return (
    <section className="outbox" aria-labelledby="page-title">
      <h1 id="page-title">Local outbox</h1>
      <p className="outbox-warning" role="note">
        Nothing here was sent. Without a mail server (<code>SMTP_URL</code>), this copy of the product keeps its e-mail
        on this machine and shows it only here, only to this machine.
      </p>
      <QueryView query={outbox} loadingLabel="Loading the outbox" errorTitle="The outbox could not be loaded">
        {(mails) =>
          mails === null ? (
            <EmptyState title="No local outbox here">
              <p>This copy of the product sends its e-mail through a mail server.</p>
            </EmptyState>
          ) : mails.length === 0 ? (
            <EmptyState title="No e-mail yet">
              <p>Sign-up links and enquiries will appear here as the product sends them.</p>
            </EmptyState>
          ) : (
            mails.map((mail) => <Mail key={mail.id} mail={mail} />)
          )
        }
      </QueryView>
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Local outbox', { indexed: false });

/** The local outbox of mail: the browser renders it alone. */
export const browserOnly = true;
