import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { collectionName, type CollectionSpec, type Doc, type DocumentStore } from '../document-store.js';
import { appSecretFor } from './app-secrets.js';

const PERSONAL_KEYS = collectionName<KeyDoc>('personal_keys');
export const PERSONAL_KEYS_COLLECTION: CollectionSpec = { name: PERSONAL_KEYS, fields: {} };

/** The purpose the key that wraps every person's key is derived for (see `appSecretFor`). */
const WRAPPING_PURPOSE = 'personal-data-keys';

/** A person's key doc: their data key wrapped, or only when it was destroyed. */
interface KeyDoc extends Doc {
  readonly wrapped?: string;
  readonly erasedAt?: string;
}

/**
 * A person's data key, or `erased` once it was destroyed. Held as bytes, not a `KeyObject`: a
 * decipher made from bytes costs a third of one made from a `KeyObject`, and a replay opens one
 * per personal value.
 */
export type SubjectKey = Buffer | 'erased';

export interface PersonalKeysOptions {
  /**
   * How long a key read is trusted: another process may destroy it meanwhile, and this one then
   * still opens the person's fields until this has passed (or it reads their `AccountErased`).
   */
  readonly cacheMs?: number;
  readonly now?: () => number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: `iv | ciphertext | tag`, bound to `aad`. */
export function seal(key: KeyObject | Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** Opens what `seal` made; throws when the key, the AAD or the bytes are not the ones sealed. */
export function open(key: KeyObject | Buffer, sealed: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/**
 * Each person's own data key, kept in the document store wrapped by a key derived from the app
 * secret, so every process that has the secret (gateways, the projector, the history tool) opens
 * them and a copy of the store alone does not. Destroying a person's key leaves a mark in its
 * place: their fields then read as erased everywhere, and no new key is ever made for them.
 */
export class PersonalKeys {
  private readonly cache = new Map<string, { readonly key: SubjectKey; readonly until: number }>();
  private wrappingKey: Promise<KeyObject> | null = null;
  private ensured: Promise<void> | null = null;
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(
    private readonly documents: DocumentStore,
    private readonly appSecret: string | null,
    options: PersonalKeysOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The key of `subject` if this process holds it now (`undefined`: not read, or read too long ago). */
  cached(subject: string): SubjectKey | undefined {
    const entry = this.cache.get(subject);
    if (entry === undefined) return undefined;
    if (entry.until < this.now()) {
      this.cache.delete(subject);
      return undefined;
    }
    return entry.key;
  }

  /** The keys of these subjects, read into the cache when not there; a subject with no key yet is absent. */
  async load(subjects: Iterable<string>): Promise<ReadonlyMap<string, SubjectKey>> {
    const found = new Map<string, SubjectKey>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const key = this.cached(subject);
      if (key === undefined) missing.push(subject);
      else found.set(subject, key);
    }
    if (missing.length === 0) return found;
    await this.ensure();
    const docs = await this.documents.getMany(PERSONAL_KEYS, missing);
    for (const [subject, doc] of docs) {
      const key = await this.unwrap(doc);
      this.remember(subject, key);
      found.set(subject, key);
    }
    return found;
  }

  /** The key new personal fields of `subject` are sealed with, made (once, whoever races) when they have none. */
  async keyFor(subject: string): Promise<SubjectKey> {
    const known = (await this.load([subject])).get(subject);
    if (known !== undefined) return known;
    const wrapping = await this.wrapping();
    const wrapped = seal(wrapping, randomBytes(32), subject).toString('base64url');
    await this.documents.insert(PERSONAL_KEYS_COLLECTION.name, { id: subject, wrapped });
    // Of racing writers the first insert won: everyone reads back the key that was kept.
    this.forget(subject);
    const kept = (await this.load([subject])).get(subject);
    if (kept === undefined) throw new Error(`the key of ${subject} was not kept`);
    return kept;
  }

  /** Destroys the key of `subject` for good, leaving the mark that they were erased. */
  async destroy(subject: string, at: string): Promise<void> {
    await this.ensure();
    await this.documents.write([
      { op: 'put', collection: PERSONAL_KEYS_COLLECTION.name, doc: { id: subject, erasedAt: at } },
    ]);
    this.remember(subject, 'erased');
  }

  /** Drops what this process remembers of `subject`'s key (it was destroyed elsewhere). */
  forget(subject: string): void {
    this.cache.delete(subject);
  }

  private remember(subject: string, key: SubjectKey): void {
    this.cache.set(subject, { key, until: this.now() + this.cacheMs });
  }

  private async unwrap(doc: KeyDoc): Promise<SubjectKey> {
    if (doc.wrapped === undefined) return 'erased';
    try {
      return open(await this.wrapping(), Buffer.from(doc.wrapped, 'base64url'), doc.id);
    } catch {
      // Not an erasure: the app secret is not the one the keys were wrapped with.
      throw new Error('the personal-data keys do not open with this APP_SECRET (or its generated key)');
    }
  }

  private wrapping(): Promise<KeyObject> {
    this.wrappingKey ??= appSecretFor(this.documents, this.appSecret, WRAPPING_PURPOSE).then((secret) =>
      createSecretKey(createHash('sha256').update(secret).digest()),
    );
    this.wrappingKey.catch(() => {
      this.wrappingKey = null;
    });
    return this.wrappingKey;
  }

  private ensure(): Promise<void> {
    this.ensured ??= this.documents.ensureCollections([PERSONAL_KEYS_COLLECTION]);
    this.ensured.catch(() => {
      this.ensured = null;
    });
    return this.ensured;
  }
}
