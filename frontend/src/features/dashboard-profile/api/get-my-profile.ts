import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

/** `['dashboard', 'profile']`: the profile and the expert listing, read together. */
export const dashboardProfileKeys = {
  all: ['dashboard', 'profile'] as const,
};

export const getMyProfile = (): Promise<ProfileView> => api.get<ProfileView>('/api/dashboard/profile');

export const myProfileQueryOptions = () => queryOptions({ queryKey: dashboardProfileKeys.all, queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
