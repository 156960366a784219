import { EmptyState, QueryView } from '../../../components/ui/state.js';
import { errorText } from '../../../lib/error-text.js';
import { useJob } from '../api/get-job.js';
import { useReadModels } from '../api/get-read-models.js';
import { useStartRebuild } from '../api/start-rebuild.js';
import { JobStatus } from './job-status.js';

/**
 * Each read model against the log's head: positions shown as the store gives them, distance in
 * events; and a rebuild of one or all, built aside and swapped in, with its progress.
 */
export function ReadModelsTable() {
  const models = useReadModels();
  const job = useJob();
  const rebuild = useStartRebuild();
  const busy = rebuild.isPending || job.data?.job?.state === 'running';
  return (
    <section aria-labelledby="read-models">
      <h2 id="read-models">Read models</h2>
      <div className="form-actions">
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => {
            rebuild.mutate([]);
          }}
        >
          Rebuild all
        </button>
      </div>
      {rebuild.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(rebuild.error)}
        </p>
      )}
      <JobStatus job={job.data?.job ?? null} kind="rebuild" />
      <QueryView query={models} loadingLabel="Loading read models" errorTitle="The read models could not be loaded">
        {(view) =>
          view.models.length === 0 ? (
            <EmptyState title="No read models" />
          ) : (
            <>
              <p className="muted">Head of the log: {view.head ?? 'empty'}</p>
              <table aria-label="Read models">
                <thead>
                  <tr>
                    <th scope="col">read model</th>
                    <th scope="col">state</th>
                    <th scope="col">position</th>
                    <th scope="col">behind</th>
                    <th scope="col">lag</th>
                    <th scope="col">rebuild</th>
                  </tr>
                </thead>
                <tbody>
                  {view.models.map((m) => (
                    <tr key={m.name}>
                      <th scope="row">
                        {m.name} <span className="muted">v{m.version}</span>
                      </th>
                      <td>{m.state ?? 'in the projector process'}</td>
                      <td>{m.checkpoint ?? 'none yet'}</td>
                      <td>
                        {m.behind}
                        {m.atLeast ? '+' : ''} events
                      </td>
                      <td>{m.lagSeconds.toFixed(1)} s</td>
                      <td>
                        {m.rebuilding === null ? '' : `at ${m.rebuilding} `}
                        <button
                          type="button"
                          className="button secondary small"
                          disabled={busy}
                          aria-label={`Rebuild ${m.name}`}
                          onClick={() => {
                            rebuild.mutate([m.name]);
                          }}
                        >
                          Rebuild
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
