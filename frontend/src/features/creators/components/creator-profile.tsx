import type { CreatorPageView } from '@creators/contracts';
import { Markdown } from '../../../components/markdown.js';
import { Avatar } from '../../../components/ui/avatar.js';
import { formatDate, formatHourlyRate, formatLabel, formatLanguage } from '../../../lib/format.js';
import { safeExternalUrl } from '../../../lib/safe-url.js';

/** The top of a creator's page: who they are, where, since when, and what they can be hired for. */
export function CreatorProfile({ creator }: { readonly creator: CreatorPageView['creator'] }) {
  const website = creator.websiteUrl === null ? null : safeExternalUrl(creator.websiteUrl);
  const expert = creator.expert;
  return (
    <header className="creator-header">
      <Avatar name={creator.name} url={creator.avatarUrl} image={creator.avatar} size={96} />
      <div className="creator-header-text">
        <h1>{creator.name}</h1>
        <p className="muted">
          @{creator.handle}
          {creator.location === '' ? null : <> · {creator.location}</>} · joined{' '}
          <time dateTime={creator.joinedAt}>{formatDate(creator.joinedAt)}</time>
        </p>
        {creator.bio === '' ? null : (
          <div className="creator-bio">
            <Markdown source={creator.bio} />
          </div>
        )}
        {website === null ? null : (
          <p>
            <a href={website} target="_blank" rel="noopener noreferrer">
              {new URL(website).host}
            </a>
          </p>
        )}
        {expert === null ? null : (
          <section className="creator-expert" aria-labelledby="expert-heading">
            <h2 id="expert-heading">Available for hire</h2>
            <p>
              {expert.services.map(formatLabel).join(', ')} · {formatHourlyRate(expert.hourlyRate)} ·{' '}
              {expert.languages.map(formatLanguage).join(', ')}
            </p>
          </section>
        )}
      </div>
    </header>
  );
}
