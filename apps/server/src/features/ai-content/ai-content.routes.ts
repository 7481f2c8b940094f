import { createRoute, z } from '@hono/zod-openapi';
import { AiContentDraftSchema, AiContentRequestSchema, AiContentSavedSchema, AiContentSaveSchema } from '@platform/core';
import { ApiErrorResponseSchema, errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['ai-content'];
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ApiErrorResponseSchema } } });

// Editors (the permission admins grant) and admins; guarded by /api/content in app.ts, checked again in the service.

export const draftsRoute = createRoute({
  method: 'get',
  path: '/api/content/ai-drafts',
  tags,
  summary: 'De geschiedenis van AI-concepten (nieuwste eerst, 50), met de uitkomst van de compliancecheck',
  responses: { 200: jsonResponse(z.array(AiContentDraftSchema), 'AI-concepten'), ...errorResponses(401, 403) },
});

export const generateRoute = createRoute({
  method: 'post',
  path: '/api/content/ai-drafts',
  tags,
  summary:
    'Laat de assistent een concept schrijven (taalmodel binnen het budget, anders de ingebouwde schrijver); met compliancecheck',
  request: jsonBody(AiContentRequestSchema),
  responses: {
    201: jsonResponse(AiContentDraftSchema, 'AI-concept'),
    ...errorResponses(401, 403, 422),
    429: refusal('Te veel vragen'),
    503: refusal('De AI-assistenten staan uit'),
  },
});

export const saveRoute = createRoute({
  method: 'post',
  path: '/api/content/ai-drafts/{id}/save',
  tags,
  summary: 'Een AI-concept (eventueel aangepast) als concept opslaan in de contentmanager; eerst de compliancecheck',
  request: { params: IdParamsSchema, ...jsonBody(AiContentSaveSchema) },
  responses: { 201: jsonResponse(AiContentSavedSchema, 'Opgeslagen als concept'), ...errorResponses(401, 403, 404, 409, 422) },
});
