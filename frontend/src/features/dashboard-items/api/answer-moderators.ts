import { useMutation } from '@tanstack/react-query';
import type { CommandAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

/** The creator of a hidden item writes to the moderators; they read it beside the case. */
export const answerModerators = (itemId: string, message: string): Promise<CommandAnswer> =>
  api.post<CommandAnswer>(`/api/moderation/items/${encodeURIComponent(itemId)}/answer`, { message });

export const useAnswerModerators = () =>
  useMutation({
    mutationFn: ({ itemId, message }: { readonly itemId: string; readonly message: string }) =>
      answerModerators(itemId, message),
  });
