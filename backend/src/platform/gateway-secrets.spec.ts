import { join } from 'node:path';
import { SqliteDocumentStore, type Doc, type DocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { readConfig } from '../config.js';
import { GatewaySecrets, SECRETS_COLLECTION } from './gateway-secrets.js';

/** The store as another gateway sees it: its first look answers only once `until` has settled. */
function lookingFirstAnsweringLater(documents: DocumentStore, until: Promise<unknown>): DocumentStore {
  let first = true;
  const get = async <T extends Doc = Doc>(collection: string, id: string): Promise<T | null> => {
    const found = await documents.get<T>(collection, id);
    if (first) {
      first = false;
      await until;
    }
    return found;
  };
  return new Proxy(documents, {
    get(store, key) {
      if (key === 'get') return get;
      const value: unknown = Reflect.get(store, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(store) : value;
    },
  });
}

describe('the gateway secrets, generated when APP_SECRET is unset', () => {
  let documents: SqliteDocumentStore;
  beforeEach(async () => {
    documents = new SqliteDocumentStore(join(tempDir('secrets-'), 'secrets.db'));
    await documents.ensureCollections([SECRETS_COLLECTION]);
  });
  afterEach(async () => {
    await documents.close();
  });

  const config = readConfig({ DATA_DIR: tempDir('secrets-config-'), APP_SECRET: '' });

  it('are one key for two gateways that both found none, whichever made theirs last', async () => {
    const first = new GatewaySecrets(config, documents);
    let firstDone: (key: string) => void = () => undefined;
    const firstKey = new Promise<string>((resolve) => {
      firstDone = resolve;
    });
    // The second looks before the first has stored its key, and stores its own after the first has read back.
    const second = new GatewaySecrets(config, lookingFirstAnsweringLater(documents, firstKey));
    const secondKey = second.secret('visitor-cookie');
    firstDone(await first.secret('visitor-cookie'));
    expect(await secondKey).toBe(await firstKey);
    // And a gateway started later reads that same key.
    expect(await new GatewaySecrets(config, documents).secret('visitor-cookie')).toBe(await firstKey);
  });

  it('are derived from APP_SECRET when it is set, and never stored', async () => {
    const fromAppSecret = readConfig({ DATA_DIR: tempDir('secrets-config-'), APP_SECRET: 'x'.repeat(40) });
    const key = await new GatewaySecrets(fromAppSecret, documents).secret('visitor-cookie');
    expect(await new GatewaySecrets(fromAppSecret, documents).secret('visitor-cookie')).toBe(key);
    expect(await documents.get(SECRETS_COLLECTION.name, 'visitor-cookie')).toBeNull();
  });
});
