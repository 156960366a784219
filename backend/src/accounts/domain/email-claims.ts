import { emailClaimStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { DomainError } from '../../platform/domain-error.js';
import { claimedByAnother, claimFor } from '../../creators/domain/claims.js';

const emailTaken = (): DomainError =>
  new DomainError('email_taken', 'email: an account with this address exists', [
    { field: 'email', message: 'has an account already; sign in instead' },
  ]);

/** Refuses an address that has an account, without claiming it. */
export async function checkEmailFree(store: EventStore, emailKey: string, creatorId: string): Promise<void> {
  if (await claimedByAnother(store, emailClaimStreamId(emailKey), creatorId)) throw emailTaken();
}

/** One account per address: the claim names the creator and (by its stream's name) only a hash of the address. */
export async function claimEmail(
  store: EventStore,
  emailKey: string,
  creatorId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const claim = { type: 'EmailClaimed', data: { creatorId } };
  if (!(await claimFor(store, emailClaimStreamId(emailKey), claim, creatorId, metadata))) throw emailTaken();
}
