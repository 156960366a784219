import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/field.js';
import { EmptyState, QueryView } from '../../components/ui/state.js';
import {
  useModerationQueue,
  useModerationStep,
  type ModerationCase,
  type ModerationStep,
  type QueueView,
} from '../../features/moderation/api/moderation.js';
import { errorText } from '../../lib/error-text.js';
import { formatDateTime } from '../../lib/format.js';
import { creatorPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireRole } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(activeQueryClient(), request, 'moderator');
  return null;
}

function Subject({ found }: { readonly found: ModerationCase }) {
  const { subject } = found;
  if (subject === null) return <>Something since deleted</>;
  if (subject.type === 'creator')
    return (
      <>
        Creator <Link to={creatorPath(subject.handle)}>@{subject.handle}</Link> ({subject.name})
      </>
    );
  if (subject.type === 'review')
    return (
      <>
        A {subject.rating}-star review{subject.reviewerHandle === null ? '' : ` by @${subject.reviewerHandle}`} of{' '}
        <Link to={`/marketplace/${subject.kind}/${subject.slug}`}>{subject.itemTitle}</Link>
        {subject.text === '' ? null : <q className="review-text">{subject.text}</q>}
      </>
    );
  return (
    <>
      <Link to={`/marketplace/${subject.kind}/${subject.slug}`}>{subject.title}</Link> ({subject.kind}
      {subject.creatorHandle === null ? '' : ` by @${subject.creatorHandle}`})
    </>
  );
}

/** One case: what it is about, its open reports, and the steps a moderator may take, each with a reason. */
function Case({ found, view }: { readonly found: ModerationCase; readonly view: QueueView }) {
  const step = useModerationStep();
  const [reason, setReason] = useState('');
  const { target } = found;
  const take = (make: (reason: string) => ModerationStep) => {
    step.mutate(make(reason.trim()));
  };
  const fieldId = `reason-${found.id}`;
  // Why it is hidden: the latest hiding step.
  const hiding = found.steps.findLast((taken) => taken.action === 'hidden');
  return (
    <article className="mail" aria-label={found.id}>
      <h2>
        <Subject found={found} />
      </h2>
      <p className="muted">
        {found.reportCount} report{found.reportCount === 1 ? '' : 's'} in all{found.hidden ? ' · hidden now' : ''}
      </p>
      {found.openReports.length > 0 && (
        <ul>
          {found.openReports.map((report) => (
            <li key={report.reportId}>
              <strong>{report.reason}</strong>
              {report.details === '' ? '' : `: ${report.details}`} ·{' '}
              <time dateTime={report.at}>{formatDateTime(report.at)}</time>
            </li>
          ))}
        </ul>
      )}
      {view === 'hidden' && hiding !== undefined ? (
        <p>
          Hidden <time dateTime={hiding.at}>{formatDateTime(hiding.at)}</time>, because: {hiding.reason}
        </p>
      ) : null}
      {found.answers !== undefined && found.answers.length > 0 ? (
        <section aria-label="The creator’s replies">
          <h3>The creator’s replies</h3>
          <ul>
            {found.answers.map((reply) => (
              <li key={reply.at}>
                <q>{reply.message}</q> · <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="form">
        <Field id={fieldId} label="Reason" hint="The creator reads it.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          )}
        </Field>
      </div>
      {step.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(step.error)}
        </p>
      )}
      <div className="form-actions">
        {target.type === 'item' && view === 'open' && (
          <button
            type="button"
            className="button"
            disabled={step.isPending}
            onClick={() => {
              take((text) => ({ type: 'hide', itemId: target.itemId, reason: text }));
            }}
          >
            Hide item
          </button>
        )}
        {target.type === 'item' && view === 'hidden' && (
          <button
            type="button"
            className="button"
            disabled={step.isPending}
            onClick={() => {
              take((text) => ({ type: 'restore', itemId: target.itemId, reason: text }));
            }}
          >
            Restore item
          </button>
        )}
        {target.type === 'review' && (
          <button
            type="button"
            className="button"
            disabled={step.isPending}
            onClick={() => {
              const type = view === 'open' ? 'hide-review' : 'restore-review';
              take((text) => ({ type, reviewId: target.reviewId, reason: text }));
            }}
          >
            {view === 'open' ? 'Hide review' : 'Restore review'}
          </button>
        )}
        {target.type === 'creator' && (
          <button
            type="button"
            className="button"
            disabled={step.isPending}
            onClick={() => {
              const type = view === 'open' ? 'hide-creator' : 'restore-creator';
              take((text) => ({ type, creatorId: target.creatorId, reason: text }));
            }}
          >
            {view === 'open' ? 'Hide creator' : 'Restore creator'}
          </button>
        )}
        {view === 'open' && (
          <button
            type="button"
            className="button secondary"
            disabled={step.isPending}
            onClick={() => {
              take((text) => ({ type: 'dismiss', caseId: found.id, reason: text }));
            }}
          >
            Dismiss reports
          </button>
        )}
      </div>
    </article>
  );
}

/** The moderators' queue: open reports oldest first, and the items hidden now. */
export function Component() {
  useDocumentTitle('Moderation');
  const [view, setView] = useState<QueueView>('open');
  const queue = useModerationQueue(view);
  return (
    <section className="outbox" aria-labelledby="page-title">
      <h1 id="page-title">Moderation</h1>
      <div className="form-actions" role="group" aria-label="Which cases">
        <button
          type="button"
          className={view === 'open' ? 'button' : 'button secondary'}
          onClick={() => {
            setView('open');
          }}
        >
          Open reports
        </button>
        <button
          type="button"
          className={view === 'hidden' ? 'button' : 'button secondary'}
          onClick={() => {
            setView('hidden');
          }}
        >
          Hidden items
        </button>
      </div>
      <QueryView query={queue} loadingLabel="Loading the queue" errorTitle="The queue could not be loaded">
        {(cases) =>
          cases.length === 0 ? (
            <EmptyState title={view === 'open' ? 'No open reports' : 'No hidden items'} />
          ) : (
            cases.map((found) => <Case key={found.id} found={found} view={view} />)
          )
        }
      </QueryView>
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Moderation', { indexed: false });

/** For moderators: the browser renders it alone. */
export const browserOnly = true;
