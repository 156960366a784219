import type { ExpertCard as ExpertCardData } from '@creators/contracts';
import { Link } from 'react-router';
import { Markdown } from '../../../components/markdown.js';
import { Avatar } from '../../../components/ui/avatar.js';
import { formatHourlyRate, formatLabel, formatLanguage } from '../../../lib/format.js';
import { creatorPath } from '../../../lib/paths.js';
import { ContactExpert } from './contact-expert.js';

const AVAILABILITY = {
  available: 'Available',
  limited: 'Limited availability',
  unavailable: 'Not taking work',
} as const;

/** An expert in the directory: who, what they do, for how much, in which languages, from where. */
export function ExpertCard({
  expert,
  signedIn,
  myHandle,
}: {
  readonly expert: ExpertCardData;
  readonly signedIn: boolean;
  readonly myHandle: string | null;
}) {
  const listing = expert.expert;
  return (
    <article className="expert-card">
      <div className="expert-card-head">
        <Avatar name={expert.name} url={expert.avatarUrl} image={expert.avatar} size={56} decorative />
        <div>
          <h2 className="expert-card-name">
            <Link to={creatorPath(expert.handle)}>{expert.name}</Link>
          </h2>
          <p className="muted">
            @{expert.handle}
            {listing.location === '' ? null : <> · {listing.location}</>}
          </p>
          <p>
            <span className={`availability availability-${listing.availability}`}>
              {AVAILABILITY[listing.availability]}
            </span>
          </p>
        </div>
      </div>
      {expert.bio === '' ? null : (
        <div className="expert-card-bio">
          <Markdown source={expert.bio} headingShift={2} />
        </div>
      )}
      <ul className="chips" aria-label="Services">
        {listing.services.map((service) => (
          <li key={service}>
            <span className="chip chip-static">{formatLabel(service)}</span>
          </li>
        ))}
      </ul>
      <dl className="facts facts-compact">
        <div>
          <dt>Rate</dt>
          <dd>{formatHourlyRate(listing.hourlyRate)}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{listing.languages.map(formatLanguage).join(', ')}</dd>
        </div>
      </dl>
      {/* Who is not taking work is not offered as if they were. */}
      {myHandle === expert.handle || listing.availability === 'unavailable' ? null : (
        <ContactExpert
          handle={expert.handle}
          name={expert.name}
          currency={listing.hourlyRate.currency}
          signedIn={signedIn}
        />
      )}
    </article>
  );
}
