import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  creatorStreamId,
  currentSchemaVersion,
  upcastEvent,
  type CreatorRoleEvent,
  type NewEvent,
  type RecordedEvent,
  ROLE_EVENTS,
  type Role,
} from '@creators/contracts';
import { DocumentStoreError } from '@creators/storage';
import { CREATOR_PROFILES, type CreatorProfileDoc } from '../../creator-profiles/creator-profiles.projector.js';
import { evolveCreatorRoles } from '../../creator-roles/creator-roles.projector.js';
import { CommandFailed, UsageError, parsed } from '../cli-args.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';

export type RoleChange = 'grant' | 'revoke';

/** Whether the creator whose stream this is holds the role now. */
export const holdsRole = (history: readonly RecordedEvent[], role: Role): boolean =>
  (history.map(upcastEvent).reduce(evolveCreatorRoles, null)?.roles ?? []).includes(role);

/** The event a grant or revoke needs: none when the creator already holds (or does not hold) the role. */
export function decideRole(change: RoleChange, role: Role, creatorId: string, holds: boolean): CreatorRoleEvent[] {
  if (change === 'grant') return holds ? [] : [{ type: ROLE_EVENTS[role].granted, data: { creatorId } }];
  return holds ? [{ type: ROLE_EVENTS[role].revoked, data: { creatorId } }] : [];
}

/** The creator with this handle now (handles are unique whatever their case), from the `creator-profiles` read model. */
export async function creatorByHandle(
  context: Pick<HistoryContext, 'documents'>,
  handle: string,
): Promise<CreatorProfileDoc | null> {
  const key = handle.replace(/^@/, '').toLowerCase();
  try {
    const page = await context.documents.find(CREATOR_PROFILES, {
      filter: { handleKey: key },
      limit: 1,
    });
    return page.items[0] ?? null;
  } catch (error) {
    if (error instanceof DocumentStoreError && error.code === 'unknown_collection')
      throw new CommandFailed('the creator-profiles read model is not built yet: start the product or the projector');
    throw error;
  }
}

/**
 * Grants or revokes a role by appending the event to the creator's stream at the
 * revision read (a concurrent change makes it fail rather than be lost). Answers the position,
 * or null when nothing needed appending.
 */
export async function changeRole(
  context: Pick<HistoryContext, 'events' | 'documents' | 'now'>,
  change: RoleChange,
  role: Role,
  handle: string,
): Promise<{ creator: CreatorProfileDoc; position: number | null }> {
  const creator = await creatorByHandle(context, handle);
  if (creator === null)
    throw new CommandFailed(
      `no creator has the handle "${handle}" (in the creator-profiles read model; see \`lag\` if it is behind)`,
    );
  const stream = creatorStreamId(creator.id);
  const history = await context.events.readStream(stream);
  const last = history.at(-1);
  if (last === undefined) throw new CommandFailed(`the stream ${stream} is empty`);
  const decided = decideRole(change, role, creator.id, holdsRole(history, role));
  if (decided.length === 0) return { creator, position: null };
  const occurredAt = context.now().toISOString();
  const events: NewEvent[] = decided.map((event) => {
    const eventId = randomUUID();
    return {
      type: event.type,
      version: currentSchemaVersion(event.type),
      data: event.data,
      // No creator acts here: an operator does, from the command line.
      metadata: { eventId, occurredAt, creatorId: null, correlationId: eventId, causationId: null },
    };
  });
  const { position } = await context.events.append(stream, events, last.revision);
  return { creator, position };
}

/** What each role lets its holder do, for the tool's help. */
const ROLE_POWERS: Readonly<Record<Role, string>> = {
  analyst:
    'read the event log over HTTP (GET /api/events, GET /api/events/streams/{stream}, /api/analytics/*) and use the workbench (/analytics)',
  moderator: 'work the moderation queue: hide and restore items with a reason, dismiss reports (/moderation)',
  'personal-data':
    'see people’s personal values (names, bios, messages...) in the event log over HTTP, which analysts otherwise see hidden',
};

const article = (role: Role): string => (/^[aeiou]/.test(role) ? 'an' : 'a');

const roleCommand = (change: RoleChange, role: Role): HistoryCommand => ({
  name: `${change}-${role}`,
  summary: `${change} the ${role} role ${change === 'grant' ? 'to' : 'from'} a creator, by handle`,
  help: `Usage: npm run history -- ${change}-${role} HANDLE

${change === 'grant' ? 'Grants the ' + role + ' role to' : 'Revokes the ' + role + ' role from'} the creator with that handle, by appending
${change === 'grant' ? ROLE_EVENTS[role].granted : ROLE_EVENTS[role].revoked} to their stream (creator-<id>). The ${role} role lets a signed-in
creator ${ROLE_POWERS[role]}.
It takes effect once the creator-roles read model has applied the event (at once when the
gateway is running). Nothing is appended when the creator ${change === 'grant' ? 'already is' : 'is not'} ${article(role)} ${role}.`,

  async run(args, context) {
    const { positionals } = parsed(() =>
      parseArgs({
        args: [...args],
        options: { help: { type: 'boolean', short: 'h' } },
        strict: true,
        allowPositionals: true,
      }),
    );
    const [handle, ...extra] = positionals;
    if (handle === undefined || extra.length > 0) throw new UsageError('give exactly one HANDLE');
    const { creator, position } = await changeRole(context, change, role, handle);
    context.out.write(
      position === null
        ? `@${creator.handle} ${change === 'grant' ? 'already is' : 'is not'} ${article(role)} ${role}; nothing changed\n`
        : `${change === 'grant' ? 'granted the ' + role + ' role to' : 'revoked the ' + role + ' role from'} @${creator.handle} ` +
            `(creator ${creator.id}) at position ${position}\n`,
    );
  },
});

export const ROLE_COMMANDS: readonly HistoryCommand[] = (['analyst', 'moderator'] as const).flatMap((role) => [
  roleCommand('grant', role),
  roleCommand('revoke', role),
]);
