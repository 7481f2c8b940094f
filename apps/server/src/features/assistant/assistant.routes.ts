import { createRoute, z } from '@hono/zod-openapi';
import {
  AssistantCardQuerySchema,
  AssistantCardSchema,
  AssistantChatRequestSchema,
  AssistantThreadSchema,
  AssistantThreadSummarySchema,
} from '@platform/core';
import { ApiErrorResponseSchema, errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['assistant'];
const tooMany = { 429: { description: 'Te veel vragen', content: { 'application/json': { schema: ApiErrorResponseSchema } } } };

export const chatRoute = createRoute({
  method: 'post',
  path: '/api/assistant/chat',
  tags,
  summary: 'Een vraag aan een assistent; het antwoord komt als AI SDK UI-berichtstroom (SSE)',
  request: jsonBody(AssistantChatRequestSchema),
  responses: {
    200: { description: 'UI-berichtstroom (text/event-stream)', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
    ...tooMany,
  },
});

export const visitorRoute = createRoute({
  method: 'post',
  path: '/api/assistant/visitor',
  tags,
  summary: 'De bezoekerscookie van de assistent, vóór de eerste vraag van een anonieme bezoeker',
  responses: { 204: { description: 'De bezoeker heeft een cookie (nieuw in Set-Cookie, of al gehad), of is ingelogd' } },
});

export const assistantRoute = createRoute({
  method: 'get',
  path: '/api/assistant/assistants/{assistantId}',
  tags,
  summary: 'Naam, rol, welkomsttekst, voorgestelde vragen en AI-melding van een assistent',
  request: { params: z.object({ assistantId: z.string().max(40) }), query: AssistantCardQuerySchema },
  responses: { 200: jsonResponse(AssistantCardSchema, 'Assistent'), ...errorResponses(404, 422) },
});

export const threadsRoute = createRoute({
  method: 'get',
  path: '/api/assistant/threads',
  tags,
  summary: 'Mijn gesprekken met de assistenten',
  responses: { 200: jsonResponse(z.array(AssistantThreadSummarySchema), 'Gesprekken'), ...errorResponses(401) },
});

export const threadRoute = createRoute({
  method: 'get',
  path: '/api/assistant/threads/{id}',
  tags,
  summary: 'Eén gesprek met zijn berichten (ingelogd, of als bezoeker via de cookie van het gesprek)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(AssistantThreadSchema, 'Gesprek'), ...errorResponses(404) },
});

export const deleteThreadRoute = createRoute({
  method: 'delete',
  path: '/api/assistant/threads/{id}',
  tags,
  summary: 'Een gesprek verwijderen',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(404) },
});
