import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { noteSession } from '../utils/session-hint.js';

export interface SignUpBody {
  readonly email: string;
  readonly password: string;
  readonly handle: string;
  readonly name: string;
}

export const signUp = (body: SignUpBody): Promise<AccountAnswer> => api.post<AccountAnswer>('/api/auth/sign-up', body);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The new account starts a new session: nothing cached from before belongs to it.
    onSuccess: async () => {
      noteSession(true);
      await queryClient.resetQueries();
    },
  });
}
