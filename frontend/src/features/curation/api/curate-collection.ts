import type { CollectionScope } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { curatingPath } from './get-curating.js';

export interface CurationAnswer {
  readonly id: string;
  readonly slug: string;
  readonly position: string;
}

/** A step on a collection, as the API takes it. */
export type CurationStep =
  | { readonly type: 'create'; readonly title: string; readonly description: string }
  | { readonly type: 'edit'; readonly id: string; readonly title: string; readonly description: string }
  | { readonly type: 'add' | 'remove'; readonly id: string; readonly itemId: string }
  | { readonly type: 'reorder'; readonly id: string; readonly itemIds: readonly string[] }
  | { readonly type: 'publish' | 'unpublish' | 'delete'; readonly id: string };

export function curateCollection(scope: CollectionScope, step: CurationStep): Promise<CurationAnswer> {
  const base = curatingPath(scope);
  switch (step.type) {
    case 'create':
      return api.post(base, { title: step.title, description: step.description });
    case 'edit':
      return api.patch(`${base}/${step.id}`, { title: step.title, description: step.description });
    case 'add':
      return api.put(`${base}/${step.id}/items/${step.itemId}`, {});
    case 'remove':
      return api.delete(`${base}/${step.id}/items/${step.itemId}`);
    case 'reorder':
      return api.put(`${base}/${step.id}/order`, { itemIds: step.itemIds });
    case 'publish':
    case 'unpublish':
      return api.post(`${base}/${step.id}/${step.type}`);
    case 'delete':
      return api.delete(`${base}/${step.id}`);
  }
}

/** Takes a step, then refreshes every view of collections (one's own, the home's, their pages). */
export function useCurateCollection(scope: CollectionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: CurationStep) => curateCollection(scope, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.curation.all }),
  });
}
