import type { PlaceKindName, WebhookDelivery, WebhookEndpointInput, WebhookEndpointWithSecret } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { integrationPlacePath } from './get-integration-places.ts';
import { integrationsKeys } from './keys.ts';

/** A write that refreshes the place's webhooks and delivery log. */
function useWebhookMutation<Input, Output>(kind: PlaceKindName, id: string, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.webhooks(kind, id) }),
  });
}

export function useCreateWebhook(kind: PlaceKindName, id: string) {
  return useWebhookMutation(kind, id, (input: WebhookEndpointInput) =>
    api<WebhookEndpointWithSecret>(`${integrationPlacePath(kind, id)}/webhooks`, { method: 'POST', body: input }),
  );
}

export function useRemoveWebhook(kind: PlaceKindName, id: string) {
  return useWebhookMutation(kind, id, (endpointId: string) =>
    api<void>(`/api/integrations/webhooks/${endpointId}`, { method: 'DELETE' }),
  );
}

export function useRotateWebhookSecret(kind: PlaceKindName, id: string) {
  return useWebhookMutation(kind, id, (endpointId: string) =>
    api<WebhookEndpointWithSecret>(`/api/integrations/webhooks/${endpointId}/rotate-secret`, { method: 'POST' }),
  );
}

export function useSendTestEvent(kind: PlaceKindName, id: string) {
  return useWebhookMutation(kind, id, (endpointId: string) =>
    api<WebhookDelivery>(`/api/integrations/webhooks/${endpointId}/test`, { method: 'POST' }),
  );
}

export function useResendDelivery(kind: PlaceKindName, id: string) {
  return useWebhookMutation(kind, id, (deliveryId: string) =>
    api<WebhookDelivery>(`/api/integrations/deliveries/${deliveryId}/resend`, { method: 'POST' }),
  );
}
