import { useMutation } from '@tanstack/react-query';
import type { LinkSent } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

/** Asks for a reset link: the answer is the same whether the address has an account. */
export const requestPasswordReset = (email: string): Promise<LinkSent> =>
  api.post<LinkSent>('/api/auth/password-reset', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** The link's token and a new password; every session ends, so the person signs in afresh. */
export const resetPassword = (body: { readonly token: string; readonly password: string }): Promise<null> =>
  api.post<null>('/api/auth/password-reset/confirm', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
