import { Inject, Injectable } from '@nestjs/common';
import { APP_SECRETS_COLLECTION, appSecretFor, type DocumentStore } from '@creators/storage';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, DOCUMENT_STORE } from './tokens.js';

export const SECRETS_COLLECTION = APP_SECRETS_COLLECTION;

/**
 * The gateway's keys, one per purpose (visitor keys, signed download links...), as `appSecretFor`
 * derives or keeps them, remembered once read. A key never leaves the gateway.
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
      key = appSecretFor(this.documents, this.config.appSecret, purpose);
      this.keys.set(purpose, key);
      // A failed read is not remembered: the next request tries again.
      key.catch(() => this.keys.delete(purpose));
    }
    return key;
  }
}
