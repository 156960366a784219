import { ITEM_KINDS } from '@creators/contracts';
import { Link, replace, useParams, type LoaderFunctionArgs } from 'react-router';
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
import { useDocumentTitle } from '../../lib/use-document-title.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = params.slug ?? '';
  const view = await activeQueryClient().query({ ...creatorQueryOptions(handle), staleTime: FRESH_ON_NAVIGATION });
  if (view.creator.handle !== handle) {
    // A former handle (the API answered 301): move the address to the current one.
    activeQueryClient().setQueryData(creatorQueryOptions(view.creator.handle).queryKey, view);
    return replace(creatorPath(view.creator.handle));
  }
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  const { creator, links, items, published } = useCreator(slug).data;
  const me = useMe();
  const signedIn = me.data !== null && me.data !== undefined;
  const isMe = me.data?.handle === creator.handle;
  // As the server's page head names it, so the tab does not change once the page hydrates.
  useDocumentTitle(`${creator.name} (@${creator.handle})`);
  const groups = ITEM_KINDS.flatMap((kind) => {
    const cards = items[kind] ?? [];
    return cards.length === 0 ? [] : [{ kind, cards, total: published[kind] ?? cards.length }];
  });
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
      {groups.length === 0 ? (
        <EmptyState title={`${creator.name} has not published anything yet`} />
      ) : (
        groups.map(({ kind, cards, total }) => (
          <section key={kind} aria-labelledby={`creator-${kind}`} className="kind-section">
            <div className="section-header">
              <h2 id={`creator-${kind}`}>
                {formatKind(kind)} <span className="muted">({total})</span>
              </h2>
              {total > cards.length && isMarketplaceKind(kind) ? (
                <Link to={creatorKindPath(creator.handle, kind)} className="see-all">
                  See all {total}
                  <span aria-hidden="true"> →</span>
                </Link>
              ) : null}
            </div>
            <CardGrid items={cards} hrefFor={(card) => itemPath(card.kind, card.slug)} />
          </section>
        ))
      )}
    </div>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
