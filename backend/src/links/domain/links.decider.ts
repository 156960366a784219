import { asLinkEvent, type Link, type LinkEvent } from '@creators/contracts';
import type { DomainError } from '../../platform/domain-error.js';
import { linkError } from '../links.errors.js';
import type { Decider } from '../../platform/event-sourcing.js';

/** Enough for any profile page; a longer list is a sign of abuse, not of a creator. */
export const MAX_LINKS = 50;
export const MAX_LINK_TITLE_LENGTH = 80;

/** A creator's link list (`links-<creatorId>`), in the order their page shows it. */
export interface LinksState {
  readonly links: readonly Link[];
}

export type LinkChanges = Partial<Omit<Link, 'id'>>;

export type LinksCommand =
  | { readonly type: 'AddLink'; readonly creatorId: string; readonly link: Link }
  | { readonly type: 'EditLink'; readonly creatorId: string; readonly linkId: string; readonly changes: LinkChanges }
  | { readonly type: 'ReorderLinks'; readonly creatorId: string; readonly linkIds: readonly string[] }
  | { readonly type: 'RemoveLink'; readonly creatorId: string; readonly linkId: string };

export function evolveLinks(state: LinksState, change: LinkEvent): LinksState {
  switch (change.type) {
    case 'LinkAdded':
      return { links: [...state.links, change.data.link] };
    case 'LinkEdited':
      return {
        links: state.links.map((link) => (link.id === change.data.linkId ? { ...link, ...change.data.changes } : link)),
      };
    case 'LinksReordered': {
      const byId = new Map(state.links.map((link) => [link.id, link]));
      return { links: change.data.linkIds.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'LinkRemoved':
      return { links: state.links.filter((link) => link.id !== change.data.linkId) };
  }
}

// The stream is the creator's own, so a link of another creator is simply not in it: "not found".
function linkIn(state: LinksState, linkId: string): Link {
  const link = state.links.find((candidate) => candidate.id === linkId);
  if (link === undefined) throw linkError('link_not_found', 'no such link');
  return link;
}

const orderMismatch = (message: string): DomainError =>
  linkError('order_mismatch', `ids: ${message}`, [{ field: 'ids', message }]);

/** A new order must name every current link exactly once: anything else means the client's list is stale. */
function checkOrder(linkIds: readonly string[], state: LinksState): void {
  const known = new Set(state.links.map((link) => link.id));
  const seen = new Set<string>();
  for (const id of linkIds) {
    if (!known.has(id)) throw orderMismatch(`"${id}" is not one of your links`);
    if (seen.has(id)) throw orderMismatch(`"${id}" is listed more than once`);
    seen.add(id);
  }
  const missing = state.links.filter((link) => !seen.has(link.id)).length;
  if (missing > 0) throw orderMismatch(`${missing} of your links are missing; list each of them exactly once`);
}

/** Pure: what a command does to the creator's links as they stand, or why it may not. */
export function decideLinks(command: LinksCommand, state: LinksState): LinkEvent[] {
  const { creatorId } = command;
  switch (command.type) {
    case 'AddLink': {
      if (state.links.some((link) => link.id === command.link.id)) {
        throw linkError('concurrent_change', 'a link with this id already exists');
      }
      if (state.links.length >= MAX_LINKS) {
        throw linkError('too_many_links', `a creator may have at most ${MAX_LINKS} links; remove one first`);
      }
      return [{ type: 'LinkAdded', data: { creatorId, link: command.link } }];
    }
    case 'EditLink': {
      const link = linkIn(state, command.linkId);
      const changes: LinkChanges = {
        ...(command.changes.title !== undefined && command.changes.title !== link.title
          ? { title: command.changes.title }
          : {}),
        ...(command.changes.url !== undefined && command.changes.url !== link.url ? { url: command.changes.url } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'LinkEdited', data: { creatorId, linkId: link.id, changes } }];
    }
    case 'ReorderLinks': {
      checkOrder(command.linkIds, state);
      if (command.linkIds.every((id, index) => state.links[index]?.id === id)) return [];
      return [{ type: 'LinksReordered', data: { creatorId, linkIds: [...command.linkIds] } }];
    }
    case 'RemoveLink': {
      const link = linkIn(state, command.linkId);
      return [{ type: 'LinkRemoved', data: { creatorId, linkId: link.id } }];
    }
  }
}

export const linksDecider: Decider<LinksState, LinksCommand, LinkEvent> = {
  initial: { links: [] },
  read: asLinkEvent,
  evolve: evolveLinks,
  decide: decideLinks,
};
