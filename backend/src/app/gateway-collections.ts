import type { CollectionSpec } from '@creators/storage';
import { PENDING_ACCOUNTS_COLLECTION } from '../accounts/credentials/account-opening.js';
import { ACCOUNT_TOKENS_COLLECTION } from '../accounts/credentials/account-tokens.js';
import { ACCOUNTS_COLLECTION } from '../accounts/credentials/credential-store.js';
import { TWO_FACTOR_COLLECTION } from '../accounts/credentials/two-factor-store.js';
import { SESSIONS_COLLECTION } from '../accounts/sessions/session-store.js';
import { LOCAL_MAILBOX_COLLECTION } from '../platform/mail/local-mailbox.js';
import { MAIL_OUTBOX_COLLECTION } from '../platform/mail/outbox.js';
import { SECRETS_COLLECTION } from '../platform/gateway-secrets.js';
import { IDEMPOTENCY_COLLECTION } from '../platform/http/idempotency.interceptor.js';
import { RATE_LIMITS_COLLECTION } from '../platform/rate-limits.js';
import { RELEASE_NOTICES_SENT_COLLECTION } from '../commerce/notices/release-notices.js';

/** Collections the gateway itself writes (not read models): they are not rebuilt from the log. */
export const GATEWAY_COLLECTIONS: readonly CollectionSpec[] = [
  SESSIONS_COLLECTION,
  IDEMPOTENCY_COLLECTION,
  ACCOUNTS_COLLECTION,
  PENDING_ACCOUNTS_COLLECTION,
  ACCOUNT_TOKENS_COLLECTION,
  TWO_FACTOR_COLLECTION,
  SECRETS_COLLECTION,
  RATE_LIMITS_COLLECTION,
  MAIL_OUTBOX_COLLECTION,
  LOCAL_MAILBOX_COLLECTION,
  RELEASE_NOTICES_SENT_COLLECTION,
];
