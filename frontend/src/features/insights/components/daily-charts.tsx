import type { FunnelDay } from '@creators/contracts';
import { formatDate } from '../../../lib/format.js';
import { linePaths, niceCeiling, seriesPoints } from '../../../lib/chart-scale.js';
import { ChartFigure } from '../../../components/charts/chart-figure.js';
import { FUNNEL_STEPS } from './funnel.js';

const WIDTH = 300;
const HEIGHT = 100;
const PAD = { top: 18, bottom: 20, left: 4, right: 4 };
const count = new Intl.NumberFormat('en');
// Dates are UTC days: shown as such, whatever the viewer's time zone.
const day = (date: string): string =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One small line chart per step of the funnel, day by day, and one table of every day's numbers. */
export function DailyCharts({
  daily,
  title = 'Day by day',
}: {
  readonly daily: readonly FunnelDay[];
  readonly title?: string;
}) {
  const first = daily[0];
  const last = daily[daily.length - 1];
  const period =
    first === undefined || last === undefined
      ? ''
      : `from ${formatDate(`${first.date}T00:00:00Z`)} to ${formatDate(`${last.date}T00:00:00Z`)}`;
  const summary = FUNNEL_STEPS.map(({ key, label }) => {
    const values = daily.map((d) => d[key]);
    return `${label}: ${count.format(values.reduce((a, b) => a + b, 0))} in all, at most ${count.format(Math.max(0, ...values))} a day`;
  }).join('; ');
  return (
    <ChartFigure
      title={`${title}${period === '' ? '' : `, ${period}`}`}
      summary={summary}
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {FUNNEL_STEPS.map(({ key, label }) => (
                <th scope="col" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">
                  <time dateTime={d.date}>{day(d.date)}</time>
                </th>
                {FUNNEL_STEPS.map(({ key }) => (
                  <td key={key}>{count.format(d[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {(labelledBy) => (
        <div className="daily-charts" role="img" aria-labelledby={labelledBy}>
          {FUNNEL_STEPS.map(({ key, label }, i) => {
            const values = daily.map((d) => d[key]);
            const top = niceCeiling(Math.max(0, ...values));
            const box = { width: WIDTH - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };
            const points = seriesPoints(values, top, box);
            const { line, area } = linePaths(points, box.height);
            return (
              <svg key={key} className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
                <text x={PAD.left} y={12} className="chart-label chart-series-name">
                  {label}
                </text>
                <text x={WIDTH - PAD.right} y={12} textAnchor="end" className="chart-value">
                  {count.format(values.reduce((a, b) => a + b, 0))} in all
                </text>
                <g transform={`translate(${PAD.left} ${PAD.top})`}>
                  <line x1={0} x2={box.width} y1={0} y2={0} className="chart-grid" />
                  <text x={2} y={10} className="chart-tick">
                    {count.format(top)}
                  </text>
                  <line x1={0} x2={box.width} y1={box.height} y2={box.height} className="chart-axis" />
                  <path d={area} className={`chart-area chart-bar-${i % 6}`} />
                  <path d={line} className={`chart-line chart-stroke-${i % 6}`} />
                </g>
                {first === undefined || last === undefined ? null : (
                  <>
                    <text x={PAD.left} y={HEIGHT - 4} className="chart-tick">
                      {day(first.date)}
                    </text>
                    <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" className="chart-tick">
                      {day(last.date)}
                    </text>
                  </>
                )}
              </svg>
            );
          })}
        </div>
      )}
    </ChartFigure>
  );
}
