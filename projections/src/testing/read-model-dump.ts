import type { Doc, DocumentStore } from '@creators/storage';
import type { ReadModel } from '../runner/read-model.js';

/** Every document of every collection of the given read models, in id order: for comparing two stores. */
export async function dumpReadModels(
  documents: DocumentStore,
  projectors: readonly ReadModel[],
): Promise<Record<string, Doc[]>> {
  const dump: Record<string, Doc[]> = {};
  for (const { collections } of projectors) {
    for (const { name } of collections) {
      const docs: Doc[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Doc[]; nextCursor: string | null } = await documents.find(name, { limit: 1000, cursor });
        docs.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null);
      dump[name] = docs;
    }
  }
  return dump;
}
