import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureReceipt, LinkSent, RecoveryCodes, TwoFactorSetup } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { accountKeys } from './get-account.js';

/** Each change of the sign-in settings; every one refreshes what the settings screen shows. */
function useAccountChange<Body, Answer>(call: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useChangePassword = () =>
  useAccountChange((body: { currentPassword: string; newPassword: string }) =>
    api.post<null>('/api/account/password', body),
  );

export const useChangeEmail = () =>
  useAccountChange((body: { password: string; email: string }) => api.post<LinkSent>('/api/account/email', body));

export const useConfirmEmail = () =>
  useAccountChange((token: string) => api.post<{ email: string }>('/api/account/email/confirm', { token }));

export const useSignOutOthers = () =>
  useAccountChange(() => api.post<{ sessionsEnded: number }>('/api/account/sessions/sign-out-others'));

export const useSetUpTwoFactor = () =>
  useAccountChange(() => api.post<TwoFactorSetup>('/api/account/two-factor/setup'));

export const useEnableTwoFactor = () =>
  useAccountChange((code: string) => api.post<RecoveryCodes>('/api/account/two-factor/enable', { code }));

export const useDisableTwoFactor = () =>
  useAccountChange((body: { password: string; code: string }) =>
    api.post<null>('/api/account/two-factor/disable', body),
  );

/** Where the signed-in creator's data package is downloaded from (a ZIP; an e-mail says it was taken). */
export const DATA_PACKAGE_URL = '/api/account/data';

/**
 * Deletes the account for good. Nothing is refetched: every read of it would be refused now, and
 * the screen says it is done until the person leaves (a full load, signed out).
 */
export const useEraseAccount = () =>
  useMutation({
    mutationFn: (body: { password: string; code?: string }) => api.post<ErasureReceipt>('/api/account/erase', body),
  });
