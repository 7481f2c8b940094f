import { createRoute, z } from '@hono/zod-openapi';
import {
  AiDraftRequestSchema,
  AiReviewRequestSchema,
  AiSuggestionSchema,
  ConversationDetailSchema,
  ConversationQuerySchema,
  ConversationSummarySchema,
  OwnerDraftRequestSchema,
  OwnerDraftSchema,
  OwnerPlaceSchema,
} from '@platform/core';
import { ApiErrorResponseSchema, errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['assistant'];
const tooMany = { 429: { description: 'Te veel vragen', content: { 'application/json': { schema: ApiErrorResponseSchema } } } };

export const makerDraftRoute = createRoute({
  method: 'post',
  path: '/api/assistant/community/draft',
  tags,
  summary: 'Community Maker “AI Assistent”: een educatief bericht over een onderwerp, na de compliancecheck',
  request: jsonBody(AiDraftRequestSchema),
  responses: { 200: jsonResponse(AiSuggestionSchema, 'Voorstel of reden'), ...errorResponses(401, 403, 422), ...tooMany },
});

export const makerReviewRoute = createRoute({
  method: 'post',
  path: '/api/assistant/community/review',
  tags,
  summary: 'Community Maker “AI Review”: een herschreven versie van het concept, na de compliancecheck',
  request: jsonBody(AiReviewRequestSchema),
  responses: { 200: jsonResponse(AiSuggestionSchema, 'Voorstel of reden'), ...errorResponses(401, 403, 422), ...tooMany },
});

export const ownerPlacesRoute = createRoute({
  method: 'get',
  path: '/api/assistant/owner/places',
  tags,
  summary: 'De zaken waarvoor deze persoon antwoorden en gesprekken mag zien',
  responses: { 200: jsonResponse(z.array(OwnerPlaceSchema), 'Zaken'), ...errorResponses(401) },
});

export const ownerDraftRoute = createRoute({
  method: 'post',
  path: '/api/assistant/owner/draft-answer',
  tags,
  summary: 'Conceptantwoord op de vraag van een gast, uit de openbare gegevens van de zaak',
  request: jsonBody(OwnerDraftRequestSchema),
  responses: { 200: jsonResponse(OwnerDraftSchema, 'Concept'), ...errorResponses(401, 403, 404, 422) },
});

export const conversationsRoute = createRoute({
  method: 'get',
  path: '/api/assistant/owner/conversations',
  tags,
  summary: 'Gesprekken van bezoekers met de assistenten op de pagina’s van je zaken',
  request: { query: ConversationQuerySchema },
  responses: { 200: jsonResponse(z.array(ConversationSummarySchema), 'Gesprekken'), ...errorResponses(401, 403, 422) },
});

export const conversationRoute = createRoute({
  method: 'get',
  path: '/api/assistant/owner/conversations/{id}',
  tags,
  summary: 'Eén gesprek van een van je zaken',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(ConversationDetailSchema, 'Gesprek'), ...errorResponses(401, 404) },
});
