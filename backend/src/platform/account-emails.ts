/**
 * The port through which a context reaches a creator by e-mail without ever holding the address:
 * accounts keep addresses, and only the outbox sees them. (The accounts context provides it.)
 */
export interface AccountEmails {
  /** The address of a creator's account; null for creators without one (demo data made in code). */
  addressOf(creatorId: string): Promise<string | null>;
}

export const ACCOUNT_EMAILS = Symbol('AccountEmails');
