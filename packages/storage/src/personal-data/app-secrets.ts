import { createHmac, randomBytes } from 'node:crypto';
import { collectionName, type CollectionSpec, type Doc, type DocumentStore } from '../document-store.js';

const APP_SECRETS = collectionName<SecretDoc>('gateway_secrets');
export const APP_SECRETS_COLLECTION: CollectionSpec = { name: APP_SECRETS, fields: {} };

interface SecretDoc extends Doc {
  readonly value: string;
}

/**
 * The product's key for one purpose (visitor keys, signed links, the personal-data keys...). With
 * `APP_SECRET` each is derived from it; without, each is generated once and kept in the document
 * store, so every process (gateways, the projector, the history tool) and every restart agrees on it.
 */
export async function appSecretFor(
  documents: DocumentStore,
  appSecret: string | null,
  purpose: string,
): Promise<string> {
  if (appSecret !== null) return createHmac('sha256', appSecret).update(purpose).digest('base64url');
  await documents.ensureCollections([APP_SECRETS_COLLECTION]);
  const stored = await documents.get(APP_SECRETS, purpose);
  if (stored !== null) return stored.value;
  // Processes starting at once may all find none: the first insert wins, and every one of them
  // (the winner too) uses what the store kept, never the key it made itself.
  await documents.insert(APP_SECRETS, { id: purpose, value: randomBytes(32).toString('base64url') });
  const kept = await documents.get(APP_SECRETS, purpose);
  if (kept === null) throw new Error(`the secret "${purpose}" was not kept`);
  return kept.value;
}
