import { createRoute, z } from '@hono/zod-openapi';
import {
  ManagedPostSchema,
  PostInputSchema,
  PostListQuerySchema,
  PostPreviewSchema,
  PublicPostListQuerySchema,
  PublicPostSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['content'];
const uploaded = { 201: jsonResponse(z.object({ id: z.string(), url: z.string() }), 'Opgeslagen') };
const PartnerParams = z.object({ partnerId: z.string().min(1) });
const PartnerPostParams = PartnerParams.extend({ postId: z.string().min(1) });

// The platform's blog and news: editors (the permission admins grant) and admins. Guarded by /api/content in app.ts.

export const editorPostsRoute = createRoute({
  method: 'get',
  path: '/api/content/posts',
  tags,
  summary: 'Blog- en nieuwsberichten van het platform: concepten, ingepland en gepubliceerd (redacteuren)',
  request: { query: PostListQuerySchema },
  responses: { 200: jsonResponse(z.array(ManagedPostSchema), 'Berichten'), ...errorResponses(401, 403, 422) },
});

export const createPostRoute = createRoute({
  method: 'post',
  path: '/api/content/posts',
  tags,
  summary: 'Een bericht opslaan als concept, meteen publiceren of inplannen (HTML wordt opgeschoond; cannabis: compliancecheck)',
  request: jsonBody(PostInputSchema),
  responses: { 201: jsonResponse(ManagedPostSchema, 'Opgeslagen'), ...errorResponses(401, 403, 422) },
});

export const updatePostRoute = createRoute({
  method: 'put',
  path: '/api/content/posts/{id}',
  tags,
  summary: 'Een bericht wijzigen',
  request: { params: IdParamsSchema, ...jsonBody(PostInputSchema) },
  responses: { 200: jsonResponse(ManagedPostSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removePostRoute = createRoute({
  method: 'delete',
  path: '/api/content/posts/{id}',
  tags,
  summary: 'Een bericht verwijderen',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const previewRoute = createRoute({
  method: 'post',
  path: '/api/content/preview',
  tags,
  summary: 'Voorbeeld: de opgeschoonde tekst en de uitkomst van de compliancecheck, zonder op te slaan',
  request: jsonBody(PostInputSchema),
  responses: { 200: jsonResponse(PostPreviewSchema, 'Voorbeeld'), ...errorResponses(401, 403, 422) },
});

export const imageRoute = createRoute({
  method: 'post',
  path: '/api/content/images',
  tags,
  summary: 'Afbeelding voor een bericht uploaden (JPEG/PNG/WebP, max. 10 MB); opgeslagen als WebP',
  responses: { ...uploaded, ...errorResponses(401, 403, 422) },
});

// Partner news: a partner's members and admins. Guarded by /api/partner-dashboard in app.ts.

export const partnerPostsRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{partnerId}/news',
  tags,
  summary: 'Het nieuws van een partner, ook concepten en ingeplande berichten',
  request: { params: PartnerParams },
  responses: { 200: jsonResponse(z.array(ManagedPostSchema), 'Berichten'), ...errorResponses(401, 403, 404) },
});

export const createPartnerPostRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{partnerId}/news',
  tags,
  summary: 'Een nieuwsbericht van de partner opslaan, publiceren of inplannen',
  request: { params: PartnerParams, ...jsonBody(PostInputSchema) },
  responses: { 201: jsonResponse(ManagedPostSchema, 'Opgeslagen'), ...errorResponses(401, 403, 404, 422) },
});

export const updatePartnerPostRoute = createRoute({
  method: 'put',
  path: '/api/partner-dashboard/{partnerId}/news/{postId}',
  tags,
  summary: 'Een nieuwsbericht van de partner wijzigen',
  request: { params: PartnerPostParams, ...jsonBody(PostInputSchema) },
  responses: { 200: jsonResponse(ManagedPostSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removePartnerPostRoute = createRoute({
  method: 'delete',
  path: '/api/partner-dashboard/{partnerId}/news/{postId}',
  tags,
  summary: 'Een nieuwsbericht van de partner verwijderen',
  request: { params: PartnerPostParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const partnerPreviewRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{partnerId}/news-preview',
  tags,
  summary: 'Voorbeeld van een nieuwsbericht van de partner, met de compliancecheck',
  request: { params: PartnerParams, ...jsonBody(PostInputSchema) },
  responses: { 200: jsonResponse(PostPreviewSchema, 'Voorbeeld'), ...errorResponses(401, 403, 404, 422) },
});

export const partnerImageRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{partnerId}/news-images',
  tags,
  summary: 'Afbeelding voor een nieuwsbericht van de partner uploaden',
  request: { params: PartnerParams },
  responses: { ...uploaded, ...errorResponses(401, 403, 404, 422) },
});

// Public

export const publicPostsRoute = createRoute({
  method: 'get',
  path: '/api/posts',
  tags,
  summary: 'Gepubliceerde blog- en nieuwsberichten van het platform, nieuwste eerst',
  request: { query: PublicPostListQuerySchema },
  responses: { 200: jsonResponse(z.array(PublicPostSchema), 'Berichten'), ...errorResponses(422) },
});

export const publicPostRoute = createRoute({
  method: 'get',
  path: '/api/posts/{slug}',
  tags,
  summary: 'Eén gepubliceerd bericht van het platform (blog of nieuws)',
  request: { params: z.object({ slug: z.string().min(1) }) },
  responses: { 200: jsonResponse(PublicPostSchema, 'Bericht'), ...errorResponses(404) },
});

export const publicPageRoute = createRoute({
  method: 'get',
  path: '/api/pages/{slug}',
  tags,
  summary: 'Eén gepubliceerde losse pagina van het platform (ADR 056, openbaar op /pagina/{slug})',
  request: { params: z.object({ slug: z.string().min(1) }) },
  responses: { 200: jsonResponse(PublicPostSchema, 'Pagina'), ...errorResponses(404) },
});

export const partnerNewsRoute = createRoute({
  method: 'get',
  path: '/api/partners/{partnerSlug}/news',
  tags,
  summary: 'Het gepubliceerde nieuws van een goedgekeurde partner',
  request: { params: z.object({ partnerSlug: z.string().min(1) }) },
  responses: { 200: jsonResponse(z.array(PublicPostSchema), 'Berichten'), ...errorResponses(404) },
});

export const partnerNewsItemRoute = createRoute({
  method: 'get',
  path: '/api/partners/{partnerSlug}/news/{newsSlug}',
  tags,
  summary: 'Eén gepubliceerd nieuwsbericht van een partner',
  request: { params: z.object({ partnerSlug: z.string().min(1), newsSlug: z.string().min(1) }) },
  responses: { 200: jsonResponse(PublicPostSchema, 'Bericht'), ...errorResponses(404) },
});

/** Hono paths of the uploads, for their body limit. */
export const IMAGE_PATH = '/api/content/images';
export const PARTNER_IMAGE_PATH = '/api/partner-dashboard/:partnerId/news-images';
