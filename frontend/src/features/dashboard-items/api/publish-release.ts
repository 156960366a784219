import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ItemKind, ReleaseBody } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

/** A new version of an item, with its notes and files: refused (409) unless greater than the latest. */
export const publishRelease = (kind: ItemKind, id: string, body: ReleaseBody): Promise<CommandAnswer> =>
  api.post<CommandAnswer>(`/api/dashboard/${kind}/${encodeURIComponent(id)}/releases`, body);

export function usePublishRelease(kind: ItemKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseBody) => publishRelease(kind, id, body),
    onSuccess: () => invalidateAfterChange(queryClient, dashboardItemKeys.kind(kind)),
  });
}
