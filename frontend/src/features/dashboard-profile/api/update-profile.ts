import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardProfileKeys } from './get-my-profile.js';

/** The profile's fields; the avatar and website are cleared with null. */
export interface ProfileChanges {
  readonly handle?: string;
  readonly name?: string;
  readonly bio?: string;
  readonly avatarUrl?: string | null;
  /** An avatar uploaded with `purpose=avatar`; null clears it. */
  readonly avatarImageId?: string | null;
  readonly websiteUrl?: string | null;
  readonly location?: string;
}

export interface UpdateProfileVariables {
  /** The revision the form started from: a 409 answers when the profile changed since. */
  readonly revision: number;
  readonly changes: ProfileChanges;
}

export const updateProfile = ({ revision, changes }: UpdateProfileVariables): Promise<CommandAnswer> =>
  api.patch<CommandAnswer>('/api/dashboard/profile', changes, { headers: { 'if-match': `"${revision}"` } });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardProfileKeys.all),
  });
}
