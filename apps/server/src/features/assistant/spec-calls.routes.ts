import { createRoute } from '@hono/zod-openapi';
import {
  CannabisKnowledgeInputSchema,
  FoodeeChatInputSchema,
  KnowledgeReplySchema,
  PartnerChatInputSchema,
  ThreadReplySchema,
  ThreadsAssistantInputSchema,
  ThreadsAssistantReplySchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

// The spec's four serverless chat calls (§7), as thin adapters over the assistant service.
const tags = ['assistant'];

export const partnerChatRoute = createRoute({
  method: 'post',
  path: '/api/ai/partner-assistant-chat',
  tags,
  summary: 'Partner-assistent (spec §7)',
  request: jsonBody(PartnerChatInputSchema),
  responses: { 200: jsonResponse(ThreadReplySchema, 'Antwoord'), ...errorResponses(404, 422) },
});

export const foodeeChatRoute = createRoute({
  method: 'post',
  path: '/api/ai/foodee-ai-chat',
  tags,
  summary: 'Foodee-assistent (spec §7)',
  request: jsonBody(FoodeeChatInputSchema),
  responses: { 200: jsonResponse(ThreadReplySchema, 'Antwoord'), ...errorResponses(404, 422) },
});

export const cannabisKnowledgeRoute = createRoute({
  method: 'post',
  path: '/api/ai/ai-cannabis-knowledge',
  tags,
  summary: 'Cannabiskennis (spec §7)',
  request: jsonBody(CannabisKnowledgeInputSchema),
  responses: { 200: jsonResponse(KnowledgeReplySchema, 'Antwoord of fout'), ...errorResponses(404, 422) },
});

export const threadsAssistantRoute = createRoute({
  method: 'post',
  path: '/api/ai/openai-threads-assistant',
  tags,
  summary: 'Gesprek openen (create_thread) en een vraag stellen (send_message) (spec §7)',
  request: jsonBody(ThreadsAssistantInputSchema),
  responses: { 200: jsonResponse(ThreadsAssistantReplySchema, 'Gesprek of antwoord'), ...errorResponses(404, 422) },
});
