import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportReason, ReportTarget } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

export interface ReportBody {
  readonly itemId?: string;
  readonly creatorId?: string;
  readonly reviewId?: string;
  readonly reason: ReportReason;
  readonly details?: string;
}

export const useReport = () =>
  useMutation({ mutationFn: (body: ReportBody) => api.post<{ reportId: string }>('/api/reports', body) });

export interface ModerationCase {
  readonly id: string;
  readonly target: ReportTarget;
  readonly status: 'open' | 'closed';
  readonly openReports: readonly { reportId: string; reason: ReportReason; details: string; at: string }[];
  readonly reportCount: number;
  readonly hidden: boolean;
  readonly steps: readonly { action: string; reason: string; at: string }[];
  /** What the creator of a hidden item wrote back, oldest first; absent until they write. */
  readonly answers?: readonly { creatorId: string; message: string; at: string }[];
  readonly subject:
    | { type: 'item'; title: string; kind: string; slug: string; status: string; creatorHandle: string | null }
    | { type: 'creator'; handle: string; name: string }
    | {
        type: 'review';
        rating: number;
        text: string;
        reviewerHandle: string | null;
        itemTitle: string;
        kind: string;
        slug: string;
      }
    | null;
}

export type QueueView = 'open' | 'hidden';

const queueKey = (view: QueueView) => ['moderation', view] as const;

export const useModerationQueue = (view: QueueView) =>
  useQuery({
    queryKey: queueKey(view),
    queryFn: async () => (await api.get<{ items: ModerationCase[] }>(`/api/moderation/queue?view=${view}`)).items,
  });

export type ModerationStep =
  | { readonly type: 'hide' | 'restore'; readonly itemId: string; readonly reason: string }
  | { readonly type: 'hide-review' | 'restore-review'; readonly reviewId: string; readonly reason: string }
  | { readonly type: 'hide-creator' | 'restore-creator'; readonly creatorId: string; readonly reason: string }
  | { readonly type: 'dismiss'; readonly caseId: string; readonly reason: string };

function stepRequest(step: ModerationStep) {
  switch (step.type) {
    case 'dismiss':
      return api.post(`/api/moderation/cases/${encodeURIComponent(step.caseId)}/dismiss`, { note: step.reason });
    case 'hide':
    case 'restore':
      return api.post(`/api/moderation/items/${encodeURIComponent(step.itemId)}/${step.type}`, { reason: step.reason });
    case 'hide-review':
    case 'restore-review':
      return api.post(
        `/api/moderation/reviews/${encodeURIComponent(step.reviewId)}/${step.type === 'hide-review' ? 'hide' : 'restore'}`,
        { reason: step.reason },
      );
    case 'hide-creator':
    case 'restore-creator':
      return api.post(
        `/api/moderation/creators/${encodeURIComponent(step.creatorId)}/${step.type === 'hide-creator' ? 'hide' : 'restore'}`,
        { reason: step.reason },
      );
  }
}

/** A moderator's step; the queue (both views) is read again afterwards. */
export function useModerationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stepRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation'] }),
  });
}
