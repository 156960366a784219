import { EVENT_COUNT_PERIODS, type EventCountPeriod, type EventCountsView } from '@creators/contracts';
import { Link } from 'react-router';
import { EmptyState, QueryView } from '../../../components/ui/state.js';
import { useEventCounts } from '../api/get-event-counts.js';

const WIDTH = 640;
const HEIGHT = 220;
const SHOWN_TYPES = 6;

/** The largest types by name, the rest as one "other" band, so the chart keeps six colours. */
function bands(view: EventCountsView): { label: string; types: readonly string[] }[] {
  const named = view.types.slice(0, SHOWN_TYPES - 1).map((type) => ({ label: type, types: [type] }));
  const rest = view.types.slice(SHOWN_TYPES - 1);
  return rest.length === 0 ? named : [...named, { label: `${rest.length} other types`, types: rest }];
}

function StackedColumns({ view }: { readonly view: EventCountsView }) {
  const count = new Map(view.counts.map((c) => [`${c.period} ${c.type}`, c.count]));
  const of = (period: string, types: readonly string[]) =>
    types.reduce((sum, type) => sum + (count.get(`${period} ${type}`) ?? 0), 0);
  const totals = view.periods.map((period) => of(period, view.types));
  const top = Math.max(1, ...totals);
  const column = WIDTH / Math.max(1, view.periods.length);
  const layers = bands(view);
  return (
    <figure className="chart">
      <figcaption className="chart-title">Events per type per {view.by}</figcaption>
      <svg
        className="bar-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Events per type per ${view.by}`}
      >
        {view.periods.map((period, i) => {
          let y = HEIGHT;
          return (
            <g key={period}>
              <title>{`${period}: ${totals[i] ?? 0} events`}</title>
              {layers.map((layer, l) => {
                const h = (of(period, layer.types) / top) * HEIGHT;
                y -= h;
                return (
                  <rect
                    key={layer.label}
                    x={i * column + 1}
                    y={y}
                    width={Math.max(1, column - 2)}
                    height={h}
                    className={`chart-bar chart-bar-${l % 6}`}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend">
        {layers.map((layer, l) => (
          <li key={layer.label}>
            <span className={`chart-swatch chart-bar-${l % 6}`} aria-hidden="true" /> {layer.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Events per type per period, drawn and tabled: the same numbers as `npm run history -- stats`. */
export function EventCountsChart({ by }: { readonly by: EventCountPeriod }) {
  const counts = useEventCounts(by);
  return (
    <section aria-labelledby="counts">
      <h2 id="counts">Events over time</h2>
      <div className="form-actions" role="group" aria-label="Period">
        {EVENT_COUNT_PERIODS.map((period) => (
          <Link
            key={period}
            to={`/analytics?by=${period}#counts`}
            className={period === by ? 'button' : 'button secondary'}
          >
            Per {period}
          </Link>
        ))}
      </div>
      <QueryView query={counts} loadingLabel="Counting events" errorTitle="The counts could not be loaded">
        {(view) =>
          view.counts.length === 0 ? (
            <EmptyState title="No events yet" />
          ) : (
            <>
              <StackedColumns view={view} />
              <details className="chart-table">
                <summary>Show as a table</summary>
                <table aria-label="Events per type and period">
                  <thead>
                    <tr>
                      <th scope="col">{by}</th>
                      <th scope="col">type</th>
                      <th scope="col">events</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.counts.map((c) => (
                      <tr key={`${c.period} ${c.type}`}>
                        <td>{c.period}</td>
                        <td>{c.type}</td>
                        <td>{c.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
              <p className="muted">Counted from the {view.source === 'log' ? 'log' : 'event-stats read model'}.</p>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
