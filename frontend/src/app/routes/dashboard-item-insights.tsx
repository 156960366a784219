import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { itemInsightsQueryOptions, useItemInsights } from '../../features/insights/api/get-item-insights.js';
import { InsightsScreen, usePeriod } from '../../features/insights/components/insights-screen.js';
import { ItemInsightsView } from '../../features/insights/components/insights-view.js';
import { periodOf } from '../../features/insights/utils/periods.js';
import { insightsPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  const days = periodOf(new URL(request.url).searchParams.get('days'));
  // Not awaited: the screen shows its frame at once, and a failure in place.
  void activeQueryClient()
    .query(itemInsightsQueryOptions(params.itemId ?? '', days))
    .catch(() => undefined);
  return null;
}

/** One of the creator's items: its funnel and revenue over the period. */
export function Component() {
  const { itemId = '' } = useParams();
  const [days] = usePeriod();
  const insights = useItemInsights(itemId, days);
  const itemTitle = insights.data?.item.title;
  const title = itemTitle === undefined ? 'Item insights' : `Insights: ${itemTitle}`;
  useDocumentTitle(title);
  return (
    <InsightsScreen
      title={title}
      before={
        <p className="breadcrumb">
          <Link to={`${insightsPath()}?days=${days}`}>← All your items</Link>
        </p>
      }
      query={insights}
      what="the item’s insights"
    >
      {(data, period) => <ItemInsightsView insights={data} days={period} />}
    </InsightsScreen>
  );
}
