import { PERIODS, type Period } from '../utils/periods.js';

/** Last 7, 30 or 90 days, as a row of toggle buttons. */
export function PeriodPicker({
  period,
  onChange,
}: {
  readonly period: Period;
  readonly onChange: (period: Period) => void;
}) {
  return (
    <div className="segmented segmented-buttons" role="group" aria-label="Period">
      {PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === period}
          onClick={() => {
            onChange(days);
          }}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
