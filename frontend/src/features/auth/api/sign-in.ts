import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { noteSession } from '../utils/session-hint.js';

export interface SignInBody {
  readonly email: string;
  readonly password: string;
}

export const signIn = (body: SignInBody): Promise<AccountAnswer> => api.post<AccountAnswer>('/api/auth/sign-in', body);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Another person's cached data must not show through: drop it all and read who is signed in.
    onSuccess: async () => {
      noteSession(true);
      await queryClient.resetQueries();
    },
  });
}
