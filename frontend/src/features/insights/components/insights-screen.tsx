import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/ui/state.js';
import { periodOf, type Period } from '../utils/periods.js';
import { PeriodPicker } from './period-picker.js';

/** The period in the address (`?days=`), and a way to choose another that keeps the page where it is. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  return [
    periodOf(params.get('days')),
    (period) => {
      setParams({ days: String(period) }, { preventScrollReset: true });
    },
  ];
}

/** An insight screen's frame: its title and the period picker above what the query brings. */
export function InsightsScreen<T>({
  title,
  before,
  query,
  what,
  children,
}: {
  readonly title: string;
  /** Above the title (a way back). */
  readonly before?: ReactNode;
  readonly query: UseQueryResult<T>;
  /** What is loading, in words: `your insights`. */
  readonly what: string;
  readonly children: (data: T, days: Period) => ReactNode;
}) {
  const [days, setDays] = usePeriod();
  return (
    <section aria-labelledby="page-title" aria-busy={query.isFetching}>
      {before}
      <div className="page-heading">
        <h1 id="page-title">{title}</h1>
        <PeriodPicker period={days} onChange={setDays} />
      </div>
      <QueryView
        query={query}
        loadingLabel={`Loading ${what}`}
        errorTitle={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
      >
        {(data) => children(data, days)}
      </QueryView>
    </section>
  );
}
