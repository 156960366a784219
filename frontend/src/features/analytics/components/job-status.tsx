import type { AnalystJobKind, AnalystJobView } from '@creators/contracts';

const count = new Intl.NumberFormat('en');

const WHAT: Readonly<Record<AnalystJobKind, string>> = {
  'as-of': 'Building as of',
  rebuild: 'Rebuilding',
};

/** The gateway's analyst job of this kind, if it is the latest: how far it got, or how it ended. */
export function JobStatus({ job, kind }: { readonly job: AnalystJobView | null; readonly kind: AnalystJobKind }) {
  if (job?.kind !== kind) return null;
  const done = job.position === null || job.head === null ? 0 : Math.min(job.position, job.head);
  return (
    <div role="status" className="job-status">
      {job.state === 'running' ? (
        <>
          <p>
            {WHAT[kind]} {job.label}: {count.format(job.events)} events so far
            {job.head === null ? '' : `, at position ${done} of ${job.head}`}.
          </p>
          <progress max={job.head ?? 1} value={done} aria-label={`${WHAT[kind]} ${job.label}`} />
        </>
      ) : job.state === 'done' ? (
        <p>
          {WHAT[kind]} {job.label}: done, {count.format(job.events)} events.
        </p>
      ) : (
        <p className="form-message form-message-error">
          {WHAT[kind]} {job.label} failed: {job.error}
        </p>
      )}
    </div>
  );
}
