import type { DocumentStore } from '@creators/storage';
import { overriding } from './overriding.js';

/**
 * The store as a projection pass sees a store that can only answer later (MongoDB): every method
 * but `getNow`, so each document a pass does not hold is fetched by a `DocumentMiss` and a retry.
 */
export const answeringLater = (store: DocumentStore): DocumentStore => overriding(store, { getNow: undefined });
