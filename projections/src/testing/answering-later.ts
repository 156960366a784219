import type { DocumentStore } from '@creators/storage';

/**
 * The store as a projection pass sees a store that can only answer later (MongoDB): every method
 * but `getNow`, so each document a pass does not hold is fetched by a `DocumentMiss` and a retry.
 */
export function answeringLater(store: DocumentStore): DocumentStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'getNow') return undefined;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
