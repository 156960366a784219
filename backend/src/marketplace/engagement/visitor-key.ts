import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CollectionSpec, DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export const GATEWAY_SECRETS = 'gateway_secrets';
export const SECRETS_COLLECTION: CollectionSpec = { name: GATEWAY_SECRETS, fields: {} };

/**
 * One visitor on one day, as an opaque key: a keyed hash of their address, browser and the day.
 * The address is never stored, and the key cannot be linked to the same visitor on another day.
 * The key's secret is kept in the document store so every gateway (and a restart) agrees on it.
 */
@Injectable()
export class VisitorKeys {
  private secret: Promise<string> | null = null;

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async keyFor(address: string, userAgent: string, day: string): Promise<string> {
    const secret = await (this.secret ??= this.loadSecret());
    return createHmac('sha256', secret)
      .update(`${address}\u0000${userAgent}\u0000${day}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private async loadSecret(): Promise<string> {
    const stored = await this.documents.get<{ id: string; value: string }>(GATEWAY_SECRETS, 'visitor-key');
    if (stored !== null) return stored.value;
    const value = randomBytes(32).toString('base64url');
    await this.documents.write([{ op: 'put', collection: GATEWAY_SECRETS, doc: { id: 'visitor-key', value } }]);
    // Two gateways starting at once may both write; re-reading makes them agree on the last one.
    return (await this.documents.get<{ id: string; value: string }>(GATEWAY_SECRETS, 'visitor-key'))?.value ?? value;
  }
}
