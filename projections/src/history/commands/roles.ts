import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  creatorStreamId,
  currentSchemaVersion,
  upcastEvent,
  type CreatorRoleEvent,
  type NewEvent,
  type RecordedEvent,
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

/** The event a grant or revoke needs: none when the creator already is (or is not) an analyst. */
export function decideRole(change: RoleChange, creatorId: string, holds: boolean): CreatorRoleEvent[] {
  if (change === 'grant') return holds ? [] : [{ type: 'AnalystRoleGranted', data: { creatorId } }];
  return holds ? [{ type: 'AnalystRoleRevoked', data: { creatorId } }] : [];
}

/** The creator with this handle now (handles are unique whatever their case), from the `creator-profiles` read model. */
export async function creatorByHandle(
  context: Pick<HistoryContext, 'documents'>,
  handle: string,
): Promise<CreatorProfileDoc | null> {
  const key = handle.replace(/^@/, '').toLowerCase();
  try {
    const page = await context.documents.find<CreatorProfileDoc>(CREATOR_PROFILES, {
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
 * Grants or revokes the analyst role by appending the event to the creator's stream at the
 * revision read (a concurrent change makes it fail rather than be lost). Answers the position,
 * or null when nothing needed appending.
 */
export async function changeAnalystRole(
  context: Pick<HistoryContext, 'events' | 'documents' | 'now'>,
  change: RoleChange,
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
  const decided = decideRole(change, creator.id, holdsRole(history, 'analyst'));
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

const roleCommand = (change: RoleChange): HistoryCommand => ({
  name: `${change}-analyst`,
  summary: `${change} the analyst role (GET /api/events) ${change === 'grant' ? 'to' : 'from'} a creator, by handle`,
  help: `Usage: npm run history -- ${change}-analyst HANDLE

${change === 'grant' ? 'Grants the analyst role to' : 'Revokes the analyst role from'} the creator with that handle, by appending
${change === 'grant' ? 'AnalystRoleGranted' : 'AnalystRoleRevoked'} to their stream (creator-<id>). The analyst role lets a signed-in
creator read the raw event log over HTTP (GET /api/events, GET /api/events/streams/{stream}).
It takes effect once the creator-roles read model has applied the event (at once when the
gateway is running). Nothing is appended when the creator ${change === 'grant' ? 'already is' : 'is not'} an analyst.`,

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
    const { creator, position } = await changeAnalystRole(context, change, handle);
    context.out.write(
      position === null
        ? `@${creator.handle} ${change === 'grant' ? 'already is' : 'is not'} an analyst; nothing changed\n`
        : `${change === 'grant' ? 'granted the analyst role to' : 'revoked the analyst role from'} @${creator.handle} ` +
            `(creator ${creator.id}) at position ${position}\n`,
    );
  },
});

export const grantAnalystCommand = roleCommand('grant');
export const revokeAnalystCommand = roleCommand('revoke');
