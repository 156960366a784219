import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MuteAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { commerceKeys } from './query-keys.js';

/** Stops (or starts again) the e-mail about an item's new releases, for the signed-in holder. */
export const muteReleaseNotices = (itemId: string, muted: boolean): Promise<MuteAnswer> => {
  const path = `/api/library/${encodeURIComponent(itemId)}/mute`;
  return muted ? api.put<MuteAnswer>(path, {}) : api.delete<MuteAnswer>(path);
};

export function useMuteReleaseNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, muted }: { itemId: string; muted: boolean }) => muteReleaseNotices(itemId, muted),
    onSuccess: () => invalidateAfterChange(queryClient, commerceKeys.library()),
  });
}
