import { emailClaimStreamId } from '@creators/contracts';
import { accountError } from '../accounts.errors.js';
import type { UniqueClaim } from '../../platform/unique-claims.js';

/** One account per address: the claim names the creator and (by its stream's name) only a hash of the address. */
export const emailClaim = (emailKey: string, creatorId: string): UniqueClaim => ({
  streamId: emailClaimStreamId(emailKey),
  event: { type: 'EmailClaimed', data: { creatorId } },
  taken: () =>
    accountError('email_taken', 'email: an account with this address exists', [
      { field: 'email', message: 'has an account already; sign in instead' },
    ]),
});
