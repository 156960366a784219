import type { LoaderFunctionArgs } from 'react-router';
import { insightsQueryOptions, useInsights } from '../../features/insights/api/get-insights.js';
import { InsightsScreen, usePeriod } from '../../features/insights/components/insights-screen.js';
import { CreatorInsightsView } from '../../features/insights/components/insights-view.js';
import { periodOf } from '../../features/insights/utils/periods.js';
import { MyReviews } from '../../features/reviews/components/my-reviews.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  // Not awaited: the screen shows its frame at once, and a failure in place.
  void activeQueryClient()
    .query(insightsQueryOptions(periodOf(new URL(request.url).searchParams.get('days'))))
    .catch(() => undefined);
  return null;
}

/** The creator's funnel, from views to downloads, what they earned, and how their items are rated. */
export function Component() {
  useDocumentTitle('Insights');
  const [days] = usePeriod();
  return (
    <>
      <InsightsScreen title="Insights" query={useInsights(days)} what="your insights">
        {(insights, period) => <CreatorInsightsView insights={insights} days={period} />}
      </InsightsScreen>
      <MyReviews />
    </>
  );
}
