import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CollectionSpec, DocumentStore } from '@creators/storage';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, DOCUMENT_STORE } from './tokens.js';

export const GATEWAY_SECRETS = 'gateway_secrets';
export const SECRETS_COLLECTION: CollectionSpec = { name: GATEWAY_SECRETS, fields: {} };

interface SecretDoc {
  readonly id: string;
  readonly value: string;
  readonly [field: string]: unknown;
}

/**
 * The gateway's keys, one per purpose (visitor keys, signed download links...). With `APP_SECRET`
 * each is derived from it; without, each is generated once and kept in the document store, so
 * every gateway (and a restart) agrees on it. A key never leaves the gateway.
 */
@Injectable()
export class GatewaySecrets {
  private readonly keys = new Map<string, Promise<string>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'appSecret'>,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  secret(purpose: string): Promise<string> {
    let key = this.keys.get(purpose);
    if (key === undefined) {
      key = this.load(purpose);
      this.keys.set(purpose, key);
      // A failed read is not remembered: the next request tries again.
      key.catch(() => this.keys.delete(purpose));
    }
    return key;
  }

  private async load(purpose: string): Promise<string> {
    const { appSecret } = this.config;
    if (appSecret !== null) return createHmac('sha256', appSecret).update(purpose).digest('base64url');
    const stored = await this.documents.get<SecretDoc>(GATEWAY_SECRETS, purpose);
    if (stored !== null) return stored.value;
    // Gateways starting at once may all find none: the first insert wins, and every one of them
    // (the winner too) uses what the store kept, never the key it made itself.
    await this.documents.insert(GATEWAY_SECRETS, { id: purpose, value: randomBytes(32).toString('base64url') });
    const kept = await this.documents.get<SecretDoc>(GATEWAY_SECRETS, purpose);
    if (kept === null) throw new Error(`the gateway secret "${purpose}" was not kept`);
    return kept.value;
  }
}
