import { collectionName } from '@creators/storage';
import { ROLE_CHANGES, asCreatorRoleEvent, type RecordedEvent } from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

/** The roles a creator holds (`analyst`, ...); a creator who never held one has no document. */
export interface CreatorRolesDoc {
  /** The creator's id. */
  readonly id: string;
  /** Role names (see `ROLES`); kept as plain strings, as stored. */
  readonly roles: readonly string[];
  readonly [field: string]: unknown;
}

export const CREATOR_ROLES = collectionName<CreatorRolesDoc>('creator_roles');

export function evolveCreatorRoles(doc: CreatorRolesDoc | null, event: RecordedEvent): CreatorRolesDoc | null {
  const change = asCreatorRoleEvent(event);
  if (change === null) return doc;
  const { role, held } = ROLE_CHANGES[change.type];
  const others = (doc?.roles ?? []).filter((r) => r !== role);
  return { id: change.data.creatorId, roles: held ? [...others, role].sort() : others };
}

export const creatorRolesProjector = documentProjector<CreatorRolesDoc>({
  name: 'creator-roles',
  version: 1,
  collection: { name: CREATOR_ROLES, fields: {} },
  takes: takenBy(asCreatorRoleEvent),
  key: (event) => asCreatorRoleEvent(event)?.data.creatorId ?? null,
  evolve: evolveCreatorRoles,
});
