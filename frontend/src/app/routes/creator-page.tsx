import { ITEM_KINDS, type ItemKind } from '@creators/contracts';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { EmptyState } from '../../components/ui/state.js';
import { creatorQueryOptions, useCreator } from '../../features/creators/api/get-creator.js';
import { useMe } from '../../features/auth/api/get-me.js';
import { CreatorLinks } from '../../features/creators/components/creator-links.js';
import { FollowButton } from '../../features/creators/components/follow-button.js';
import { ContactExpert } from '../../features/experts/components/contact-expert.js';
import { ReportButton } from '../../features/moderation/components/report-button.js';
import { CreatorProfile } from '../../features/creators/components/creator-profile.js';
import { formatKind } from '../../lib/format.js';
import { creatorKindPath, creatorPath, isMarketplaceKind, itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import type { RouteHead } from '../head/page-head.js';
import { creatorHead } from '../head/creator.head.js';
import { movedTo } from '../moved.js';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const handle = params.slug ?? '';
  const view = await activeQueryClient().query({ ...creatorQueryOptions(handle), staleTime: FRESH_ON_NAVIGATION });
  if (view.creator.handle !== handle) {
    // A former handle (the API answered 301): move the address to the current one.
    activeQueryClient().setQueryData(creatorQueryOptions(view.creator.handle).queryKey, view);
    return movedTo(creatorPath(view.creator.handle), request);
  }
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  const { creator, links, items, published } = useCreator(slug).data;
  const me = useMe();
  const signedIn = me.data !== null && me.data !== undefined;
  const isMe = me.data?.handle === creator.handle;
  useHeadTitle(head);
  const [params] = useSearchParams();
  const kinds = ITEM_KINDS.filter((kind) => (items[kind] ?? []).length > 0);
  const asked = params.get('kind');
  const chosen = kinds.find((kind) => kind === asked) ?? null;
  // One grid, newest first; a kind's tab narrows it (a link, so it works before the script runs).
  const cards = (chosen === null ? kinds.flatMap((kind) => items[kind] ?? []) : (items[chosen] ?? [])).toSorted(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt),
  );
  const total = (kind: ItemKind): number => published[kind] ?? (items[kind] ?? []).length;
  const all = kinds.reduce((sum, kind) => sum + total(kind), 0);
  return (
    <div className="creator-page">
      <CreatorProfile creator={creator} />
      <div className="creator-actions">
        <FollowButton handle={creator.handle} followers={creator.followers} signedIn={signedIn} isMe={isMe} />
        {creator.expert === null || creator.expert.availability === 'unavailable' || isMe ? null : (
          <ContactExpert
            handle={creator.handle}
            name={creator.name}
            currency={creator.expert.hourlyRate.currency}
            signedIn={signedIn}
          />
        )}
        {isMe ? null : <ReportButton subject={{ creatorId: creator.id }} name={creator.name} signedIn={signedIn} />}
      </div>
      <CreatorLinks links={links} />
      {kinds.length === 0 ? (
        <EmptyState title={`${creator.name} has not published anything yet`} />
      ) : (
        <section aria-labelledby="creator-work" className="creator-work">
          <h2 id="creator-work">Work</h2>
          <nav aria-label="Kinds of work">
            <ul className="chips">
              {[null, ...kinds].map((kind) => (
                <li key={kind ?? 'all'}>
                  <Link
                    to={kind === null ? creatorPath(creator.handle) : `${creatorPath(creator.handle)}?kind=${kind}`}
                    className="chip"
                    aria-current={kind === chosen ? 'page' : undefined}
                    preventScrollReset
                  >
                    {kind === null ? 'All' : formatKind(kind)}{' '}
                    <span className="chip-count">{kind === null ? all : total(kind)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <CardGrid
            items={cards}
            hrefFor={(card) => itemPath(card.kind, card.slug)}
            showKind={chosen === null}
            showCreator={false}
          />
          {chosen !== null && total(chosen) > cards.length && isMarketplaceKind(chosen) ? (
            <p className="see-all-below">
              <Link to={creatorKindPath(creator.handle, chosen)} className="see-all">
                See all {total(chosen)} {formatKind(chosen).toLowerCase()}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = creatorHead;
