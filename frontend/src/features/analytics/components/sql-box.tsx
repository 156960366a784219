import type { SqlCell } from '@creators/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.js';
import { useRunSql } from '../api/run-sql.js';

const EXAMPLE = 'SELECT type, count(*) AS events FROM events GROUP BY type ORDER BY events DESC';

const cellText = (value: SqlCell): string =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One read-only SELECT over `events`, answered as a table. */
export function SqlBox() {
  const [query, setQuery] = useState(EXAMPLE);
  const run = useRunSql();
  return (
    <section aria-labelledby="sql">
      <h2 id="sql">SQL</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate(query);
        }}
      >
        <div className="field">
          <label htmlFor="sql-query">
            One SELECT over <code>events</code> (position, stream, revision, type, version, time, event_id, creator_id,
            correlation_id, causation_id, data)
          </label>
          <textarea
            id="sql-query"
            rows={4}
            value={query}
            maxLength={20_000}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={run.isPending || query.trim() === ''}>
            {run.isPending ? 'Running…' : 'Run query'}
          </button>
        </div>
      </form>
      {run.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(run.error)}
        </p>
      )}
      {run.data !== undefined && (
        <>
          <p className="muted" role="status">
            {run.data.rows.length} rows{run.data.truncated ? ' (the first ones; there are more)' : ''}
          </p>
          <div className="table-scroll">
            <table aria-label="Query answer">
              <thead>
                <tr>
                  {run.data.columns.map((column) => (
                    <th scope="col" key={column.name} title={column.type}>
                      {column.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {run.data.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j}>{cellText(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
