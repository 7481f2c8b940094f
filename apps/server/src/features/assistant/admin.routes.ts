import { createRoute, z } from '@hono/zod-openapi';
import {
  AiControlSchema,
  AiControlSettingsInputSchema,
  AiUsageQuerySchema,
  AiUsageSchema,
  AssistantConfigInputSchema,
  AssistantConfigSchema,
  AssistantPrivacySchema,
  KillSwitchInputSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['assistant-admin'];
const AssistantParams = z.object({ assistantId: z.string().max(40) });

export const aiControlRoute = createRoute({
  method: 'get',
  path: '/api/admin/ai-control',
  tags,
  summary: 'Model per assistent, dagbudgetten, noodstop en het externe model uit de configuratie (admin)',
  responses: { 200: jsonResponse(AiControlSchema, 'AI-beheer'), ...errorResponses(401, 403) },
});

export const updateAiControlRoute = createRoute({
  method: 'put',
  path: '/api/admin/ai-control',
  tags,
  summary: 'Dagbudgetten, prijs per 1.000 tokens en model per assistent opslaan (admin, in het auditlog)',
  request: jsonBody(AiControlSettingsInputSchema),
  responses: { 200: jsonResponse(AiControlSchema, 'Opgeslagen'), ...errorResponses(401, 403, 422) },
});

export const killSwitchRoute = createRoute({
  method: 'put',
  path: '/api/admin/ai-control/kill-switch',
  tags,
  summary: 'De noodstop van alle AI-assistenten aan of uit (admin, direct van kracht, in het auditlog)',
  request: jsonBody(KillSwitchInputSchema),
  responses: { 200: jsonResponse(AiControlSchema, 'Opgeslagen'), ...errorResponses(401, 403, 422) },
});

export const usageRoute = createRoute({
  method: 'get',
  path: '/api/admin/ai-control/usage',
  tags,
  summary: 'Tokens en geschatte kosten per dag, per assistent en per zaak in een periode (admin)',
  request: { query: AiUsageQuerySchema },
  responses: { 200: jsonResponse(AiUsageSchema, 'Gebruik'), ...errorResponses(401, 403, 422) },
});

export const assistantConfigsRoute = createRoute({
  method: 'get',
  path: '/api/admin/assistants',
  tags,
  summary: 'Instructies, voorgestelde vragen en hulpmiddelen van elke assistent (admin)',
  responses: { 200: jsonResponse(z.array(AssistantConfigSchema), 'Assistenten'), ...errorResponses(401, 403) },
});

export const updateAssistantConfigRoute = createRoute({
  method: 'put',
  path: '/api/admin/assistants/{assistantId}',
  tags,
  summary: 'Instructies, voorgestelde vragen en hulpmiddelen van een assistent opslaan (admin, direct van kracht)',
  request: { params: AssistantParams, ...jsonBody(AssistantConfigInputSchema) },
  responses: { 200: jsonResponse(AssistantConfigSchema, 'Opgeslagen'), ...errorResponses(401, 403, 404, 422) },
});

export const resetAssistantConfigRoute = createRoute({
  method: 'delete',
  path: '/api/admin/assistants/{assistantId}',
  tags,
  summary: 'De standaardinstructies, -vragen en -hulpmiddelen van een assistent terugzetten (admin)',
  request: { params: AssistantParams },
  responses: { 200: jsonResponse(AssistantConfigSchema, 'Teruggezet'), ...errorResponses(401, 403, 404) },
});

export const privacyRoute = createRoute({
  method: 'get',
  path: '/api/assistant/privacy',
  tags,
  summary: 'Openbaar: wie de vragen aan de assistenten ontvangt, voor de privacyverklaring',
  responses: { 200: jsonResponse(AssistantPrivacySchema, 'AI-aanbieder') },
});
