import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAnswer, SignInAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { noteSession } from '../utils/session-hint.js';

export interface SignInBody {
  readonly email: string;
  readonly password: string;
}

/** Signed in, or (for an account with two-factor sign-in) a challenge to answer with a code. */
export const signIn = (body: SignInBody): Promise<SignInAnswer> => api.post<SignInAnswer>('/api/auth/sign-in', body);

/** The second step: the challenge and a code from the app, or a recovery code. */
export const answerSecondFactor = (body: {
  readonly challenge: string;
  readonly code: string;
}): Promise<AccountAnswer> => api.post<AccountAnswer>('/api/auth/sign-in/second-factor', body);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Another person's cached data must not show through: drop it all and read who is signed in.
    onSuccess: async (answer) => {
      if (!('creator' in answer)) return;
      noteSession(true);
      await queryClient.resetQueries();
    },
  });
}

export function useAnswerSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSecondFactor,
    onSuccess: async () => {
      noteSession(true);
      await queryClient.resetQueries();
    },
  });
}
