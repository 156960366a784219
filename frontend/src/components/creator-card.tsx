import type { CreatorCard as CreatorCardData } from '@creators/contracts';
import { Link } from 'react-router';
import { creatorPath } from '../lib/paths.js';
import { Avatar } from './ui/avatar.js';

/** Who made an item, leading to their page. */
export function CreatorCard({
  creator,
  title = 'Made by',
}: {
  readonly creator: CreatorCardData;
  readonly title?: string;
}) {
  return (
    <section className="creator-card" aria-label={title}>
      <Avatar name={creator.name} url={creator.avatarUrl} image={creator.avatar} size={48} decorative />
      <div>
        <p className="creator-card-title">{title}</p>
        <Link to={creatorPath(creator.handle)} className="creator-card-name">
          {creator.name}
        </Link>
        <p className="creator-card-handle">@{creator.handle}</p>
      </div>
    </section>
  );
}
