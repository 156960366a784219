import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountAnswer, SignUpRequested } from '@creators/contracts';
import { api, ApiError, queryString } from '../../../lib/api-client.js';
import { noteSession } from '../utils/session-hint.js';

export interface SignUpBody {
  readonly email: string;
  readonly password: string;
  readonly handle: string;
  readonly name: string;
  /** Where to come back to once the link is opened (a path on this site). */
  readonly next?: string;
}

/** Asks to join: the server e-mails a link to the address (the answer is the same whether it has an account). */
export const signUp = (body: SignUpBody): Promise<SignUpRequested> =>
  api.post<SignUpRequested>('/api/auth/sign-up', body);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export const confirmSignUp = (token: string): Promise<AccountAnswer> =>
  api.post<AccountAnswer>('/api/auth/sign-up/confirm', { token });

/** The link from the e-mail: the account is made and signed in. */
export function useConfirmSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSignUp,
    // The new account starts a new session: nothing cached from before belongs to it.
    onSuccess: async () => {
      noteSession(true);
      await queryClient.resetQueries();
    },
  });
}

export interface LocalMail {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly deliveredAt: string;
}

/**
 * The local outbox (the product on this machine, without a mail server): its messages, newest
 * first, or `null` where there is none (a mail server is configured, or this is not the machine).
 */
export const getLocalOutbox = async (to?: string): Promise<LocalMail[] | null> => {
  try {
    return (await api.get<{ items: LocalMail[] }>(`/api/outbox${queryString({ to })}`)).items;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const useLocalOutbox = (to?: string) =>
  useQuery({
    queryKey: ['local-outbox', { to: to ?? null }],
    queryFn: () => getLocalOutbox(to),
    refetchInterval: 5_000,
  });
