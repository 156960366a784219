import { niceCeiling } from '../../lib/chart-scale.js';
import { ChartFigure } from './chart-figure.js';

export interface Bar {
  readonly label: string;
  readonly value: number;
}

const WIDTH = 360;
const LABEL = 84;
const VALUE = 76;
const ROW = 30;
const BAR = 18;

/** Horizontal bars (the funnel, revenue by month), drawn by hand in SVG, with a table of the same numbers. */
export function BarChart({
  title,
  bars,
  format,
  valueHeading = 'Value',
  labelHeading = '',
}: {
  readonly title: string;
  readonly bars: readonly Bar[];
  readonly format: (value: number) => string;
  readonly valueHeading?: string;
  readonly labelHeading?: string;
}) {
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.value)));
  const span = WIDTH - LABEL - VALUE;
  const height = bars.length * ROW;
  const summary = bars.map((bar) => `${bar.label}: ${format(bar.value)}`).join('; ');
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {(labelledBy) => (
        <svg className="bar-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={labelledBy}>
          {bars.map((bar, i) => {
            const y = i * ROW;
            const width = (Math.max(0, bar.value) / top) * span;
            return (
              <g key={bar.label} aria-hidden="true">
                <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="chart-label">
                  {bar.label}
                </text>
                <rect x={LABEL} y={y + (ROW - BAR) / 2} width={span} height={BAR} rx={4} className="chart-track" />
                <rect
                  x={LABEL}
                  y={y + (ROW - BAR) / 2}
                  width={Math.max(width, bar.value > 0 ? 2 : 0)}
                  height={BAR}
                  rx={4}
                  className={`chart-bar chart-bar-${i % 6}`}
                />
                <text x={LABEL + span + 8} y={y + ROW / 2} dominantBaseline="middle" className="chart-value">
                  {format(bar.value)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
