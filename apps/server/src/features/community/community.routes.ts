import { createRoute, z } from '@hono/zod-openapi';
import {
  ApplyMakerInputSchema,
  GuidelineInputSchema,
  GuidelinePreviewSchema,
  GuidelineSchema,
  MakerAnalyticsSchema,
  MakerContentSchema,
  MakerDashboardSchema,
  MakerDraftSchema,
  MakerTierSchemaOut,
  ModerationDecisionInputSchema,
  ModerationQuerySchema,
  ReviewSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['community'];
const ContentDetailSchema = MakerContentSchema.extend({
  decisions: z.array(z.object({ decision: z.string(), note: z.string().nullable(), createdAt: z.string() })),
});

export const listTiersRoute = createRoute({
  method: 'get',
  path: '/api/community/tiers',
  tags,
  summary: 'Actieve maker-niveaus (Seed, Grow, Bloom)',
  responses: { 200: jsonResponse(z.array(MakerTierSchemaOut), 'Niveaus') },
});

export const getDashboardRoute = createRoute({
  method: 'get',
  path: '/api/community/me',
  tags,
  summary: 'Eigen makerprofiel, niveau en cijfers (maker null zonder aanmelding)',
  responses: { 200: jsonResponse(MakerDashboardSchema, 'Dashboard'), ...errorResponses(401, 403) },
});

export const applyRoute = createRoute({
  method: 'post',
  path: '/api/community/makers',
  tags,
  summary: 'Aanmelden als Community Maker',
  request: jsonBody(ApplyMakerInputSchema),
  responses: { 201: jsonResponse(MakerDashboardSchema, 'Aangemeld'), ...errorResponses(401, 403, 409, 422) },
});

export const updateMakerRoute = createRoute({
  method: 'patch',
  path: '/api/community/me',
  tags,
  summary: 'Eigen gemeente en interesses wijzigen',
  request: jsonBody(ApplyMakerInputSchema),
  responses: { 200: jsonResponse(MakerDashboardSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 422) },
});

export const listContentRoute = createRoute({
  method: 'get',
  path: '/api/community/content',
  tags,
  summary: 'Eigen inzendingen, nieuwste eerst',
  responses: { 200: jsonResponse(z.array(MakerContentSchema), 'Inzendingen'), ...errorResponses(401, 403) },
});

export const submitReviewRoute = createRoute({
  method: 'post',
  path: '/api/community/content',
  tags,
  summary: 'Review indienen (score wordt op de server berekend; minimaal 70)',
  request: jsonBody(ReviewSchema),
  responses: { 201: jsonResponse(MakerContentSchema, 'Ingediend voor review'), ...errorResponses(401, 403, 409, 422) },
});

export const getContentRoute = createRoute({
  method: 'get',
  path: '/api/community/content/{id}',
  tags,
  summary: 'Eén inzending met de beslissingen (eigen inzending of admin)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(ContentDetailSchema, 'Inzending'), ...errorResponses(401, 403, 404) },
});

export const getDraftRoute = createRoute({
  method: 'get',
  path: '/api/community/drafts/{id}',
  tags,
  summary: 'Eén eigen concept-bericht dat een assistent opstelde (ADR 044)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(MakerDraftSchema, 'Concept'), ...errorResponses(401, 404) },
});

export const analyticsRoute = createRoute({
  method: 'get',
  path: '/api/community/analytics',
  tags,
  summary: 'Inzendingen per maand, goedkeuringspercentage en gemiddelde score',
  responses: { 200: jsonResponse(MakerAnalyticsSchema, 'Cijfers'), ...errorResponses(401, 403) },
});

export const activeGuidelinesRoute = createRoute({
  method: 'get',
  path: '/api/community/guidelines',
  tags,
  summary: 'Actieve compliance-richtlijnen voor de preflight in de browser',
  responses: { 200: jsonResponse(z.array(GuidelineSchema), 'Richtlijnen'), ...errorResponses(401) },
});

const adminTags = ['admin', 'community'];

export const queueRoute = createRoute({
  method: 'get',
  path: '/api/admin/community/content',
  tags: adminTags,
  summary: 'Moderatiewachtrij, oudste eerst, te filteren op status',
  request: { query: ModerationQuerySchema },
  responses: {
    200: jsonResponse(z.array(MakerContentSchema.extend({ makerTier: z.string() })), 'Wachtrij'),
    ...errorResponses(401, 403, 422),
  },
});

export const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/community/content/{id}/decision',
  tags: adminTags,
  summary: 'Goedkeuren, markeren of afwijzen met toelichting',
  request: { params: IdParamsSchema, ...jsonBody(ModerationDecisionInputSchema) },
  responses: { 200: jsonResponse(ContentDetailSchema, 'Beslissing vastgelegd'), ...errorResponses(401, 403, 404, 422) },
});

export const listGuidelinesRoute = createRoute({
  method: 'get',
  path: '/api/admin/community/guidelines',
  tags: adminTags,
  summary: 'Alle richtlijnen, actief en inactief',
  responses: { 200: jsonResponse(z.array(GuidelineSchema), 'Richtlijnen'), ...errorResponses(401, 403) },
});

export const createGuidelineRoute = createRoute({
  method: 'post',
  path: '/api/admin/community/guidelines',
  tags: adminTags,
  summary: 'Richtlijn toevoegen (termen of patronen)',
  request: jsonBody(GuidelineInputSchema),
  responses: { 201: jsonResponse(GuidelineSchema, 'Toegevoegd'), ...errorResponses(401, 403, 422) },
});

export const setGuidelineActiveRoute = createRoute({
  method: 'patch',
  path: '/api/admin/community/guidelines/{id}',
  tags: adminTags,
  summary: 'Richtlijn activeren of deactiveren',
  request: { params: IdParamsSchema, ...jsonBody(z.object({ isActive: z.boolean({ error: 'Kies actief of inactief' }) })) },
  responses: { 200: jsonResponse(GuidelineSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 422) },
});

export const previewGuidelineRoute = createRoute({
  method: 'post',
  path: '/api/admin/community/guidelines/preview',
  tags: adminTags,
  summary: 'Welke opgeslagen teksten een nieuwe richtlijn extra zou markeren',
  request: jsonBody(GuidelineInputSchema),
  responses: { 200: jsonResponse(GuidelinePreviewSchema, 'Voorbeeld'), ...errorResponses(401, 403, 422) },
});
