import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionView, AccountSettingsView } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

export const accountKeys = {
  all: ['account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

export const getAccountSettings = (): Promise<AccountSettingsView> => api.get<AccountSettingsView>('/api/account');

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.settings(), queryFn: getAccountSettings });

export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());

export const getSessions = async (): Promise<AccountSessionView[]> =>
  (await api.get<{ items: AccountSessionView[] }>('/api/account/sessions')).items;

export const useSessions = () => useQuery({ queryKey: accountKeys.sessions(), queryFn: getSessions });
