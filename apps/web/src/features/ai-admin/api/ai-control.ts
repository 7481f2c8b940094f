import type { AiControl, AiControlSettingsInput, AiUsage, AiUsageQuery, KillSwitchInput } from '@platform/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assistantKeys } from '../../assistant/index.ts';
import { aiAdminKeys } from './keys.ts';

export const useAiControl = () =>
  useQuery({ queryKey: aiAdminKeys.control, queryFn: () => api<AiControl>('/api/admin/ai-control') });

export function useAiUsage(range: AiUsageQuery) {
  return useQuery({
    queryKey: aiAdminKeys.usage(range),
    queryFn: () => api<AiUsage>(`/api/admin/ai-control/usage?${new URLSearchParams(range).toString()}`),
    placeholderData: keepPreviousData,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (control: AiControl) => {
    queryClient.setQueryData(aiAdminKeys.control, control);
    // The panel's cards name the provider; the privacy statement too.
    void queryClient.invalidateQueries({ queryKey: assistantKeys.all });
    void queryClient.invalidateQueries({ queryKey: aiAdminKeys.privacy });
  };
}

export function useUpdateAiControl() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: AiControlSettingsInput) => api<AiControl>('/api/admin/ai-control', { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}

export function useKillSwitch() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: KillSwitchInput) => api<AiControl>('/api/admin/ai-control/kill-switch', { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}
