import { CREATOR_EVENT_TYPES, type CreatorCard, type CreatorEvent, type RecordedEvent } from '@creators/contracts';

export const asCreatorEvent = (event: RecordedEvent): CreatorEvent | null =>
  (CREATOR_EVENT_TYPES as readonly string[]).includes(event.type) ? (event as unknown as CreatorEvent) : null;

/**
 * A creator as a read model shows them on its items, with the ids of the items it shows: a
 * rename or a new avatar rewrites exactly those, without searching.
 */
export interface CreatorCardDoc extends CreatorCard {
  readonly id: string;
  readonly itemIds: readonly string[];
  readonly [field: string]: unknown;
}

/** Shown until the creator's sign-up is seen (the log always has it first; this only keeps a gap harmless). */
export const unknownCreator = (creatorId: string): CreatorCardDoc => ({
  id: creatorId,
  handle: '',
  name: '',
  avatarUrl: null,
  itemIds: [],
});

export const cardOf = ({ handle, name, avatarUrl }: CreatorCard): CreatorCard => ({ handle, name, avatarUrl });

/** The card after a creator event, or the same object when the event changes nothing a card shows. */
export function evolveCreatorCard(doc: CreatorCardDoc | null, creator: CreatorEvent): CreatorCardDoc | null {
  switch (creator.type) {
    case 'CreatorSignedUp': {
      const { creatorId, handle, name } = creator.data;
      return { ...(doc ?? unknownCreator(creatorId)), handle, name };
    }
    case 'CreatorProfileUpdated': {
      const { handle, name, avatarUrl } = creator.data.changes;
      const current = doc ?? unknownCreator(creator.data.creatorId);
      const next = {
        ...current,
        handle: handle ?? current.handle,
        name: name ?? current.name,
        avatarUrl: avatarUrl === undefined ? current.avatarUrl : avatarUrl,
      };
      const same =
        doc !== null && next.handle === doc.handle && next.name === doc.name && next.avatarUrl === doc.avatarUrl;
      return same ? doc : next;
    }
    case 'ExpertListingPublished':
    case 'ExpertListingWithdrawn':
      return doc;
  }
}
