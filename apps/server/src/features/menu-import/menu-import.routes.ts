import { createRoute, z } from '@hono/zod-openapi';
import {
  JobCreatedSchema,
  JobStateSchema,
  MenuApplyInputSchema,
  MenuApplyResultSchema,
  MenuDiffInputSchema,
  MenuDiffSchema,
  MenuImportHistoryQuerySchema,
  MenuImportHistorySchema,
  MenuImportJobIdParamsSchema,
  MenuImportPageParamsSchema,
  ParseResultSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['menu-import'];
const tooMany = { 429: { description: 'Te veel imports in korte tijd vanaf dit adres of account' } };
const tooLarge = { 413: { description: 'Bestand groter dan 20 MB' } };

export const parseRoute = createRoute({
  method: 'post',
  path: '/api/menu-import/parse',
  tags,
  summary:
    "Een menu lezen, zonder iets op te slaan: JSON { text, kind } of multipart { file, kind } (foto JPEG/PNG/WebP/HEIC, PDF, CSV, XLSX of tekst, tot 20 MB en 30 pagina's); kind is coffeeshop of horeca. Ook zonder account, met een limiet.",
  responses: {
    200: jsonResponse(ParseResultSchema, 'De gevonden items met hun zekerheid'),
    ...errorResponses(422),
    ...tooLarge,
    ...tooMany,
  },
});

export const createJobRoute = createRoute({
  method: 'post',
  path: '/api/menu-import/jobs',
  tags,
  summary:
    'Een bestand op de achtergrond lezen, pagina voor pagina (multipart { file, kind, placeType?, placeId? }); met een zaak verschijnt de import in de geschiedenis',
  responses: {
    202: jsonResponse(JobCreatedSchema, 'De taak is gestart'),
    ...errorResponses(401, 403, 404, 422),
    ...tooLarge,
    ...tooMany,
  },
});

export const jobRoute = createRoute({
  method: 'get',
  path: '/api/menu-import/jobs/{jobId}',
  tags,
  summary: 'De voortgang en het resultaat van een importtaak',
  request: { params: MenuImportJobIdParamsSchema },
  responses: { 200: jsonResponse(JobStateSchema, 'De taak'), ...errorResponses(404, 422) },
});

export const cancelJobRoute = createRoute({
  method: 'delete',
  path: '/api/menu-import/jobs/{jobId}',
  tags,
  summary: 'Een importtaak annuleren',
  request: { params: MenuImportJobIdParamsSchema },
  responses: { 204: { description: 'Geannuleerd' }, ...errorResponses(404, 422) },
});

export const pageRoute = createRoute({
  method: 'get',
  path: '/api/menu-import/jobs/{jobId}/pages/{page}',
  tags,
  summary: 'De afbeelding (PNG) van een pagina, voor het controleren naast de tabel',
  request: { params: MenuImportPageParamsSchema },
  responses: { 200: { description: 'PNG', content: { 'image/png': { schema: z.string() } } }, ...errorResponses(404, 422) },
});

export const diffRoute = createRoute({
  method: 'post',
  path: '/api/menu-import/diff',
  tags,
  summary: 'De gelezen items vergelijken met het huidige menu van een coffeeshop of zaak (nieuw, gewijzigd, weg, gelijk)',
  request: jsonBody(MenuDiffInputSchema),
  responses: { 200: jsonResponse(MenuDiffSchema, 'De vergelijking'), ...errorResponses(401, 403, 404, 422) },
});

export const applyRoute = createRoute({
  method: 'post',
  path: '/api/menu-import/apply',
  tags,
  summary: 'De items importeren in één transactie: als nieuw menu, of de gekozen regels van de vergelijking',
  request: jsonBody(MenuApplyInputSchema),
  responses: { 200: jsonResponse(MenuApplyResultSchema, 'Geïmporteerd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/api/menu-import/history',
  tags,
  summary: 'De imports: eigenaren en beheerders van hun eigen zaken, admins van alle zaken',
  request: { query: MenuImportHistoryQuerySchema },
  responses: { 200: jsonResponse(MenuImportHistorySchema, 'De imports, nieuwste eerst'), ...errorResponses(401, 422) },
});
