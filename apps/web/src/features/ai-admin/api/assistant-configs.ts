import type { AssistantConfig, AssistantConfigInput, AssistantId } from '@platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assistantKeys } from '../../assistant/index.ts';
import { aiAdminKeys } from './keys.ts';

export const useAssistantConfigs = () =>
  useQuery({ queryKey: aiAdminKeys.assistants, queryFn: () => api<AssistantConfig[]>('/api/admin/assistants') });

function useSaved() {
  const queryClient = useQueryClient();
  return (config: AssistantConfig) => {
    queryClient.setQueryData<AssistantConfig[]>(aiAdminKeys.assistants, (list) =>
      list?.map((item) => (item.id === config.id ? config : item)),
    );
    // The panel shows the new suggested questions at once.
    void queryClient.invalidateQueries({ queryKey: assistantKeys.all });
  };
}

export function useUpdateAssistantConfig() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id: AssistantId; input: AssistantConfigInput }) =>
      api<AssistantConfig>(`/api/admin/assistants/${id}`, { method: 'PUT', body: input }),
    onSuccess: saved,
  });
}

export function useResetAssistantConfig() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: AssistantId) => api<AssistantConfig>(`/api/admin/assistants/${id}`, { method: 'DELETE' }),
    onSuccess: saved,
  });
}
