import type { CollectionSpec } from '@creators/storage';
import { ACCOUNTS_COLLECTION } from '../accounts/credentials/credential-store.js';
import { SESSIONS_COLLECTION } from '../accounts/sessions/session-store.js';
import { SECRETS_COLLECTION } from '../platform/gateway-secrets.js';
import { IDEMPOTENCY_COLLECTION } from '../platform/http/idempotency.interceptor.js';
import { RATE_LIMITS_COLLECTION } from '../platform/rate-limits.js';

/** Collections the gateway itself writes (not read models): they are not rebuilt from the log. */
export const GATEWAY_COLLECTIONS: readonly CollectionSpec[] = [
  SESSIONS_COLLECTION,
  IDEMPOTENCY_COLLECTION,
  ACCOUNTS_COLLECTION,
  SECRETS_COLLECTION,
  RATE_LIMITS_COLLECTION,
];
