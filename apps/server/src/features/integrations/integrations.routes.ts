import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiKeyParamsSchema,
  ApiKeySchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  IntegrationPlaceParamsSchema,
  IntegrationPlaceSchema,
  IntegrationsOverviewSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointWithSecretSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['integrations'];
const placePath = '/api/integrations/places/{kind}/{id}';

export const placesRoute = createRoute({
  method: 'get',
  path: '/api/integrations/places',
  tags,
  summary: 'De zaken waarvan je API-sleutels en webhooks beheert (eigenaar; admins alle zaken)',
  responses: { 200: jsonResponse(z.array(IntegrationPlaceSchema), 'Zaken'), ...errorResponses(401) },
});

export const listKeysRoute = createRoute({
  method: 'get',
  path: `${placePath}/keys`,
  tags,
  summary: 'De API-sleutels van een zaak (zonder de sleutels zelf)',
  request: { params: IntegrationPlaceParamsSchema },
  responses: { 200: jsonResponse(z.array(ApiKeySchema), 'Sleutels'), ...errorResponses(401, 403, 404, 422) },
});

export const createKeyRoute = createRoute({
  method: 'post',
  path: `${placePath}/keys`,
  tags,
  summary: 'Een API-sleutel aanmaken: de sleutel staat alleen in dit antwoord',
  request: { params: IntegrationPlaceParamsSchema, ...jsonBody(CreateApiKeyInputSchema) },
  responses: { 201: jsonResponse(CreatedApiKeySchema, 'De nieuwe sleutel'), ...errorResponses(401, 403, 404, 422) },
});

export const revokeKeyRoute = createRoute({
  method: 'post',
  path: '/api/integrations/keys/{keyId}/revoke',
  tags,
  summary: 'Een API-sleutel intrekken (voorgoed)',
  request: { params: ApiKeyParamsSchema },
  responses: { 200: jsonResponse(ApiKeySchema, 'De ingetrokken sleutel'), ...errorResponses(401, 403, 404, 422) },
});

export const webhooksRoute = createRoute({
  method: 'get',
  path: `${placePath}/webhooks`,
  tags,
  summary: 'De webhooks van een zaak en de laatste 50 afleveringen',
  request: { params: IntegrationPlaceParamsSchema },
  responses: { 200: jsonResponse(IntegrationsOverviewSchema, 'Webhooks en afleveringen'), ...errorResponses(401, 403, 404, 422) },
});

export const createWebhookRoute = createRoute({
  method: 'post',
  path: `${placePath}/webhooks`,
  tags,
  summary: 'Een webhook toevoegen (HTTPS); het ondertekengeheim staat alleen in dit antwoord',
  request: { params: IntegrationPlaceParamsSchema, ...jsonBody(WebhookEndpointInputSchema) },
  responses: {
    201: jsonResponse(WebhookEndpointWithSecretSchema, 'De webhook met zijn geheim'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const removeWebhookRoute = createRoute({
  method: 'delete',
  path: '/api/integrations/webhooks/{endpointId}',
  tags,
  summary: 'Een webhook verwijderen (met zijn afleveringen)',
  request: { params: WebhookEndpointParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 422) },
});

export const rotateSecretRoute = createRoute({
  method: 'post',
  path: '/api/integrations/webhooks/{endpointId}/rotate-secret',
  tags,
  summary: 'Een nieuw ondertekengeheim (het oude werkt meteen niet meer)',
  request: { params: WebhookEndpointParamsSchema },
  responses: {
    200: jsonResponse(WebhookEndpointWithSecretSchema, 'De webhook met zijn nieuwe geheim'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const testEventRoute = createRoute({
  method: 'post',
  path: '/api/integrations/webhooks/{endpointId}/test',
  tags,
  summary: 'Een testgebeurtenis (webhook.test) naar deze webhook sturen',
  request: { params: WebhookEndpointParamsSchema },
  responses: { 202: jsonResponse(WebhookDeliverySchema, 'De ingeplande aflevering'), ...errorResponses(401, 403, 404, 422) },
});

export const resendRoute = createRoute({
  method: 'post',
  path: '/api/integrations/deliveries/{deliveryId}/resend',
  tags,
  summary: 'Een aflevering opnieuw versturen (zelfde gebeurtenis-id en inhoud)',
  request: { params: WebhookDeliveryParamsSchema },
  responses: { 202: jsonResponse(WebhookDeliverySchema, 'De nieuwe aflevering'), ...errorResponses(401, 403, 404, 422) },
});
