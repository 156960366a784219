import type { Link } from '@creators/contracts';
import { safeLinkUrl } from '../../../lib/safe-url.js';

/** A creator's links, in the order they chose; each leaves the site without telling it who sent them. */
export function CreatorLinks({ links }: { readonly links: readonly Link[] }) {
  const shown = links.flatMap((link) => {
    const href = safeLinkUrl(link.url);
    return href === null ? [] : [{ ...link, href }];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="links-heading" className="creator-links">
      <h2 id="links-heading">Links</h2>
      <ul>
        {shown.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="creator-link">
              <span className="creator-link-title">{link.title}</span>
              <span className="creator-link-host">
                {link.href.startsWith('mailto:') ? link.href.slice('mailto:'.length) : new URL(link.href).host}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
