import type { CreatorCard, CreatorEvent } from '@creators/contracts';

export { asCreatorEvent } from '@creators/contracts';

/**
 * A creator as a read model shows them on their items. It holds nothing that grows with their
 * items: a rename or a new avatar finds the items it shows on by `creatorId`.
 */
export interface CreatorCardDoc extends CreatorCard {
  readonly id: string;
  /** True while a moderator keeps the creator hidden: an item they make then starts hidden too. */
  readonly hidden?: true;
  readonly [field: string]: unknown;
}

/** Shown until the creator's sign-up is seen (the log always has it first; this only keeps a gap harmless). */
export const unknownCreator = (creatorId: string): CreatorCardDoc => ({
  id: creatorId,
  handle: '',
  name: '',
  avatarUrl: null,
});

/** The uploaded avatar travels only when there is one, so cards of creators without one stay as they were. */
export const cardOf = ({ handle, name, avatarUrl, avatar }: CreatorCard): CreatorCard => ({
  handle,
  name,
  avatarUrl,
  ...(avatar === undefined || avatar === null ? {} : { avatar }),
});

/** The card after a creator event, or the same object when the event changes nothing a card shows. */
export function evolveCreatorCard(doc: CreatorCardDoc | null, creator: CreatorEvent): CreatorCardDoc | null {
  switch (creator.type) {
    case 'CreatorSignedUp': {
      const { creatorId, handle, name } = creator.data;
      return { ...(doc ?? unknownCreator(creatorId)), handle, name };
    }
    case 'CreatorProfileUpdated': {
      const { handle, name, avatarUrl, avatar } = creator.data.changes;
      const current = doc ?? unknownCreator(creator.data.creatorId);
      const next = {
        ...current,
        handle: handle ?? current.handle,
        name: name ?? current.name,
        avatarUrl: avatarUrl === undefined ? current.avatarUrl : avatarUrl,
        avatar: avatar === undefined ? current.avatar : avatar,
      };
      const same =
        doc !== null &&
        next.handle === doc.handle &&
        next.name === doc.name &&
        next.avatarUrl === doc.avatarUrl &&
        next.avatar?.uploadId === doc.avatar?.uploadId;
      return same ? doc : next;
    }
    case 'ExpertListingPublished':
    case 'ExpertListingWithdrawn':
      return doc;
  }
}
