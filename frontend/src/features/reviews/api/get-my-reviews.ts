import type { CreatorReviewsView } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The signed-in creator's items' reviews, summed up. */
export const getMyReviews = (): Promise<CreatorReviewsView> => api.get<CreatorReviewsView>('/api/dashboard/reviews');

export const myReviewsQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'reviews'], queryFn: getMyReviews });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());
