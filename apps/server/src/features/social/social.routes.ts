import { createRoute, z } from '@hono/zod-openapi';
import {
  RejectPostInputSchema,
  SocialCalendarSchema,
  SocialImageSchema,
  SocialPlaceParamsSchema,
  SocialPostInputSchema,
  SocialPostParamsSchema,
  SocialPostSchema,
  SocialPostsQuerySchema,
  SocialWritingInputSchema,
  SocialWritingSuggestionSchema,
} from '@platform/core';
import { ApiErrorResponseSchema, errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['social'];
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ApiErrorResponseSchema } } });

export const calendarRoute = createRoute({
  method: 'get',
  path: '/api/social/places/{kind}/{id}/posts',
  tags,
  summary: 'De berichten van een zaak in een periode, met de berichten die op goedkeuring wachten (eigenaar, beheerders, admins)',
  request: { params: SocialPlaceParamsSchema, query: SocialPostsQuerySchema },
  responses: { 200: jsonResponse(SocialCalendarSchema, 'Planning'), ...errorResponses(401, 403, 404, 422) },
});

export const createPostRoute = createRoute({
  method: 'post',
  path: '/api/social/places/{kind}/{id}/posts',
  tags,
  summary:
    'Een bericht opslaan als concept, of indienen (submit): de eigenaar plant het meteen in, een beheerder stuurt het ter goedkeuring',
  request: { params: SocialPlaceParamsSchema, ...jsonBody(SocialPostInputSchema) },
  responses: { 201: jsonResponse(SocialPostSchema, 'Het bericht'), ...errorResponses(401, 403, 404, 422) },
});

export const writingHelpRoute = createRoute({
  method: 'post',
  path: '/api/social/places/{kind}/{id}/writing-help',
  tags,
  summary:
    '“Help me schrijven”: een voorstel voor de tekst (nieuw of verbeterd) binnen de limiet van de gekozen netwerken, met beide controles; er wordt niets opgeslagen',
  request: { params: SocialPlaceParamsSchema, ...jsonBody(SocialWritingInputSchema) },
  responses: {
    200: jsonResponse(SocialWritingSuggestionSchema, 'Het voorstel met de wetscheck en de platformcheck'),
    ...errorResponses(401, 403, 404, 422),
    429: refusal('Te veel vragen'),
    503: refusal('De AI-assistenten staan uit'),
  },
});

export const uploadImageRoute = createRoute({
  method: 'post',
  path: '/api/social/places/{kind}/{id}/images',
  tags,
  summary: 'Een foto voor een bericht (multipart: file JPEG/PNG/WebP tot 10 MB), bijgesneden per netwerk',
  request: { params: SocialPlaceParamsSchema },
  responses: { 201: jsonResponse(SocialImageSchema, 'De uitsneden per netwerk'), ...errorResponses(401, 403, 404, 422) },
});

export const updatePostRoute = createRoute({
  method: 'put',
  path: '/api/social/posts/{postId}',
  tags,
  summary: 'Een bericht wijzigen (niet meer na publicatie; een beheerder alleen zijn eigen)',
  request: { params: SocialPostParamsSchema, ...jsonBody(SocialPostInputSchema) },
  responses: { 200: jsonResponse(SocialPostSchema, 'Het bericht'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const deletePostRoute = createRoute({
  method: 'delete',
  path: '/api/social/posts/{postId}',
  tags,
  summary: 'Een bericht verwijderen (niet meer na publicatie)',
  request: { params: SocialPostParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409, 422) },
});

export const approvePostRoute = createRoute({
  method: 'post',
  path: '/api/social/posts/{postId}/approve',
  tags,
  summary: 'Een ingediend bericht goedkeuren en inplannen (eigenaar, admins)',
  request: { params: SocialPostParamsSchema },
  responses: { 200: jsonResponse(SocialPostSchema, 'Het ingeplande bericht'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const rejectPostRoute = createRoute({
  method: 'post',
  path: '/api/social/posts/{postId}/reject',
  tags,
  summary: 'Een ingediend bericht terugsturen met een toelichting (eigenaar, admins)',
  request: { params: SocialPostParamsSchema, ...jsonBody(RejectPostInputSchema) },
  responses: { 200: jsonResponse(SocialPostSchema, 'Het teruggestuurde bericht'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const feedRoute = createRoute({
  method: 'get',
  path: '/api/social/feeds/{kind}/{file}',
  tags,
  summary: 'De openbare RSS-feed van de gepubliceerde berichten van een zaak ({id}.xml)',
  request: {
    params: z.object({
      kind: SocialPlaceParamsSchema.shape.kind,
      file: z.string().regex(/^[0-9a-f-]{36}\.xml$/i, 'Onbekende feed'),
    }),
  },
  responses: {
    200: { description: 'RSS 2.0', content: { 'application/rss+xml': { schema: z.string() } } },
    ...errorResponses(404, 422),
  },
});

/** The Hono paths of the upload (body limit) and the public crops. */
export const UPLOAD_PATH = '/api/social/places/:kind/:id/images';
export const IMAGE_PATH = '/api/social/images/:id/:file';
