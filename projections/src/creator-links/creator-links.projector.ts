import { collectionName } from '@creators/storage';
import { asLinkEvent, type Link, type RecordedEvent } from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

/** A creator's links, in their order. */
export interface CreatorLinksDoc {
  readonly id: string;
  readonly links: readonly Link[];
  readonly revision: number;
  readonly [field: string]: unknown;
}

export const CREATOR_LINKS = collectionName<CreatorLinksDoc>('creator_links');

export function evolveCreatorLinks(doc: CreatorLinksDoc | null, event: RecordedEvent): CreatorLinksDoc | null {
  const change = asLinkEvent(event);
  if (change === null) return doc;
  const links = doc?.links ?? [];
  const next = (updated: readonly Link[]): CreatorLinksDoc => ({
    id: change.data.creatorId,
    links: updated,
    revision: event.revision,
  });
  switch (change.type) {
    case 'LinkAdded':
      return next([...links, change.data.link]);
    case 'LinkEdited':
      return next(links.map((link) => (link.id === change.data.linkId ? { ...link, ...change.data.changes } : link)));
    case 'LinksReordered': {
      const byId = new Map(links.map((link) => [link.id, link]));
      return next(change.data.linkIds.flatMap((id) => byId.get(id) ?? []));
    }
    case 'LinkRemoved':
      return next(links.filter((link) => link.id !== change.data.linkId));
  }
}

export const creatorLinksProjector = documentProjector<CreatorLinksDoc>({
  name: 'creator-links',
  version: 1,
  collection: { name: CREATOR_LINKS, fields: {} },
  takes: takenBy(asLinkEvent),
  key: (event) => asLinkEvent(event)?.data.creatorId ?? null,
  evolve: evolveCreatorLinks,
});
