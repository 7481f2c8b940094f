import type { ApiKey, CreateApiKeyInput, CreatedApiKey, PlaceKindName } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { integrationPlacePath } from './get-integration-places.ts';
import { integrationsKeys } from './keys.ts';

/** A new key for the place; the answer is the only time its secret is shown. Not retried: a key is not made twice. */
export function useCreateApiKey(kind: PlaceKindName, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api<CreatedApiKey>(`${integrationPlacePath(kind, id)}/keys`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys(kind, id) }),
  });
}

export function useRevokeApiKey(kind: PlaceKindName, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<ApiKey>(`/api/integrations/keys/${keyId}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys(kind, id) }),
  });
}
