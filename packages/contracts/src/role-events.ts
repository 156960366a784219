import { eventGuard, everyEventType } from './event-guard.js';

/**
 * Roles a creator holds beyond their own content, granted and revoked on their stream
 * (`creator-<id>`) by the operators' command-line tool. `personal-data`: an analyst who also sees
 * people's personal values in the event history (others see them hidden, ids only). Kept apart from `CreatorEvent`, whose
 * folds are exhaustive over the creator's own changes.
 */
export const ROLES = ['analyst', 'moderator', 'personal-data'] as const;
export type Role = (typeof ROLES)[number];

export type CreatorRoleEvent =
  | { readonly type: 'AnalystRoleGranted'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'AnalystRoleRevoked'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'ModeratorRoleGranted'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'ModeratorRoleRevoked'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'PersonalDataRoleGranted'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'PersonalDataRoleRevoked'; readonly data: { readonly creatorId: string } };

export const CREATOR_ROLE_EVENT_TYPES = everyEventType<CreatorRoleEvent>()([
  'AnalystRoleGranted',
  'AnalystRoleRevoked',
  'ModeratorRoleGranted',
  'ModeratorRoleRevoked',
  'PersonalDataRoleGranted',
  'PersonalDataRoleRevoked',
]);

/** What each role event does: which role, and whether it is held afterwards. */
export const ROLE_CHANGES: Readonly<Record<CreatorRoleEvent['type'], { readonly role: Role; readonly held: boolean }>> =
  {
    AnalystRoleGranted: { role: 'analyst', held: true },
    AnalystRoleRevoked: { role: 'analyst', held: false },
    ModeratorRoleGranted: { role: 'moderator', held: true },
    ModeratorRoleRevoked: { role: 'moderator', held: false },
    PersonalDataRoleGranted: { role: 'personal-data', held: true },
    PersonalDataRoleRevoked: { role: 'personal-data', held: false },
  };

/** The events that grant and revoke each role. */
export const ROLE_EVENTS: Readonly<
  Record<Role, { readonly granted: CreatorRoleEvent['type']; readonly revoked: CreatorRoleEvent['type'] }>
> = {
  analyst: { granted: 'AnalystRoleGranted', revoked: 'AnalystRoleRevoked' },
  moderator: { granted: 'ModeratorRoleGranted', revoked: 'ModeratorRoleRevoked' },
  'personal-data': { granted: 'PersonalDataRoleGranted', revoked: 'PersonalDataRoleRevoked' },
};

export const asCreatorRoleEvent = eventGuard<CreatorRoleEvent>(CREATOR_ROLE_EVENT_TYPES);

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
