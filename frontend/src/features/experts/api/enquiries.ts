import type { EnquiryBody, InboxEnquiry } from '@creators/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

export const useSendEnquiry = (handle: string) =>
  useMutation({
    mutationFn: (body: EnquiryBody) =>
      api.post<{ enquiryId: string }>(`/api/experts/${encodeURIComponent(handle)}/enquiries`, body),
  });

const INBOX = ['dashboard', 'inbox'] as const;

export const useInbox = () =>
  useQuery({
    queryKey: INBOX,
    queryFn: async () => (await api.get<{ items: InboxEnquiry[] }>('/api/dashboard/inbox')).items,
  });

export function useReply(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(`/api/dashboard/inbox/${encodeURIComponent(enquiryId)}/reply`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX }),
  });
}
