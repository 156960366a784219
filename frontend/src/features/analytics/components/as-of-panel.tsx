import { useState } from 'react';
import { EmptyState, QueryView } from '../../../components/ui/state.js';
import { asOfBase } from '../../../lib/as-of.js';
import { errorText } from '../../../lib/error-text.js';
import { useAsOfBuilds } from '../api/get-as-of-builds.js';
import { useJob } from '../api/get-job.js';
import { useStartAsOfBuild } from '../api/start-as-of-build.js';
import { JobStatus } from './job-status.js';

/**
 * The marketplace as it stood: build the read models at a moment (aside from the live ones, one
 * job at a time), then open its home, listings, item and creator pages, marked as the past.
 */
export function AsOfPanel() {
  const [moment, setMoment] = useState('');
  const start = useStartAsOfBuild();
  const job = useJob();
  const builds = useAsOfBuilds();
  const running = job.data?.job?.state === 'running';
  return (
    <section aria-labelledby="as-of">
      <h2 id="as-of">The marketplace as it stood</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(moment.trim());
        }}
      >
        <div className="field">
          <label htmlFor="as-of-moment">
            A moment: an ISO time (UTC unless it says), such as 2026-03-01T09:30, a date (its end), or a position of the
            log
          </label>
          <input
            id="as-of-moment"
            value={moment}
            maxLength={40}
            onChange={(event) => {
              setMoment(event.target.value);
            }}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={start.isPending || running || moment.trim() === ''}>
            {start.isPending ? 'Starting…' : 'Build as of then'}
          </button>
        </div>
      </form>
      {start.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(start.error)}
        </p>
      )}
      <JobStatus job={job.data?.job ?? null} kind="as-of" />
      <QueryView query={builds} loadingLabel="Loading as-of builds" errorTitle="The as-of builds could not be loaded">
        {(view) =>
          view.items.length === 0 ? (
            <EmptyState title="No as-of builds yet" />
          ) : (
            <ul aria-label="As-of builds">
              {view.items.map((build) => (
                <li key={build.namespace}>
                  {build.complete ? (
                    // A whole page: the past runs under its own base path (lib/as-of.ts).
                    <a href={`${asOfBase(build.namespace)}/marketplace`}>The marketplace as of {build.asOf}</a>
                  ) : (
                    <span>As of {build.asOf} (not complete)</span>
                  )}{' '}
                  <span className="muted">
                    {build.events} events{build.position === null ? '' : `, up to position ${build.position}`}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
