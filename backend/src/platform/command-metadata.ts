import { createHash, randomUUID } from 'node:crypto';

/** Who acts, when, and under which correlation: handed to handlers so deciders stay pure. */
export interface CommandMetadata {
  readonly creatorId: string | null;
  readonly correlationId: string;
  /** From the `Idempotency-Key` header: a retried command produces the same event ids. */
  readonly idempotencyKey: string | null;
  readonly now: string;
  /** From `If-Match`: the revision the client last saw. */
  readonly expectedRevision: number | null;
}

/** A command's metadata on a signed-in route: the acting creator is known, so no handler checks for one. */
export interface SignedInMetadata extends CommandMetadata {
  readonly creatorId: string;
}

/** A UUID that `text` always gives: for what must be named the same each time it happens. */
export const uuidFrom = (text: string): string => {
  const hex = createHash('sha256').update(text).digest('hex');
  // Shaped as a version-4 UUID (EventStoreDB requires UUID event ids).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A new entity's id: random, or derived from the idempotency key so a retry names the same entity. */
export const newIdFor = (metadata: CommandMetadata, purpose: string): string =>
  metadata.idempotencyKey === null
    ? randomUUID()
    : uuidFrom(`${metadata.creatorId ?? '-'}\u0000${metadata.idempotencyKey}\u0000${purpose}`);

/** Event ids for a command's events: random, or derived from the idempotency key so a retry repeats them. */
export function eventIdFor(metadata: CommandMetadata, streamId: string, index: number): string {
  return newIdFor(metadata, `${streamId}\u0000${index}`);
}

/** Metadata for work the product does itself (demo content, tools), on behalf of a creator when one is given. */
export function systemMetadata(creatorId: string): SignedInMetadata;
export function systemMetadata(creatorId?: null): CommandMetadata;
export function systemMetadata(creatorId: string | null = null): CommandMetadata {
  return {
    creatorId,
    correlationId: randomUUID(),
    idempotencyKey: null,
    now: new Date().toISOString(),
    expectedRevision: null,
  };
}
