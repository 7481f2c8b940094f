import { createRoute } from '@hono/zod-openapi';
import { AnalyticsIngestResultSchema, AnalyticsIngestSchema } from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

export const ingestRoute = createRoute({
  method: 'post',
  path: '/api/analytics/events',
  tags: ['analytics'],
  summary:
    'Gebeurtenissen van de eigen pagina’s (paginaweergave, scrolldiepte, betrokkenheid): zonder cookies, zonder adres, met een dagelijks wisselende bezoekershash',
  request: jsonBody(AnalyticsIngestSchema),
  responses: {
    202: jsonResponse(AnalyticsIngestResultSchema, 'Opgeslagen (bots en persoonsgegevens weggelaten)'),
    429: { description: 'Te veel gebeurtenissen van dit adres' },
    ...errorResponses(422),
  },
});
