import { createRoute } from '@hono/zod-openapi';
import {
  ConnectStartSchema,
  OAuthCallbackParamsSchema,
  OAuthCallbackQuerySchema,
  SocialConnectionsSchema,
  SocialConnectParamsSchema,
  SocialPlaceParamsSchema,
} from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

const tags = ['social'];

export const connectionsRoute = createRoute({
  method: 'get',
  path: '/api/social/places/{kind}/{id}/connections',
  tags,
  summary: 'Per netwerk: ingesteld door het platform, en de gekoppelde account (alleen de naam, nooit tokens)',
  request: { params: SocialPlaceParamsSchema },
  responses: { 200: jsonResponse(SocialConnectionsSchema, 'Koppelingen'), ...errorResponses(401, 403, 404, 422) },
});

export const connectRoute = createRoute({
  method: 'post',
  path: '/api/social/places/{kind}/{id}/connections/{network}',
  tags,
  summary: 'Een account koppelen (eigenaar): het adres van het netwerk om toestemming te geven (OAuth 2.0 met PKCE)',
  request: { params: SocialConnectParamsSchema },
  responses: { 200: jsonResponse(ConnectStartSchema, 'Naar het netwerk'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const disconnectRoute = createRoute({
  method: 'delete',
  path: '/api/social/places/{kind}/{id}/connections/{network}',
  tags,
  summary: 'Een gekoppeld account loskoppelen (eigenaar, admins): de tokens worden gewist',
  request: { params: SocialConnectParamsSchema },
  responses: { 204: { description: 'Losgekoppeld' }, ...errorResponses(401, 403, 404, 422) },
});

export const callbackRoute = createRoute({
  method: 'get',
  path: '/api/social/oauth/{network}/callback',
  tags,
  summary: 'Terugkeer van het netwerk na toestemming; stuurt door naar /social-manager met de uitkomst',
  request: { params: OAuthCallbackParamsSchema, query: OAuthCallbackQuerySchema },
  responses: { 302: { description: 'Naar de social manager' }, ...errorResponses(422) },
});
