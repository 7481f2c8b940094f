import { createRoute, z } from '@hono/zod-openapi';
import { ONBOARDING_BRANDS, PhotoAltInputSchema, PhotoOrderInputSchema, PlacePhotosSchema } from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

/* The photos of my onboarding draft (the wizard's photo step); the place gets them on approval (ADR 033). */

const tags = ['onboarding'];
const BrandParams = z.object({ brand: z.enum(ONBOARDING_BRANDS, { error: 'Onbekend soort aanmelding' }) });
const PhotoParams = BrandParams.extend({ photoId: z.string().min(1) });

export const uploadDraftPhotoRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/{brand}/photos',
  tags,
  summary: 'Een foto aan mijn concept toevoegen (multipart: file JPEG/PNG/WebP tot 10 MB, alt tot 200 tekens; hoogstens 12)',
  request: { params: BrandParams },
  responses: { 201: jsonResponse(PlacePhotosSchema, "De foto's van het concept"), ...errorResponses(401, 403, 404, 409, 422) },
});

export const draftPhotoAltRoute = createRoute({
  method: 'put',
  path: '/api/onboarding/{brand}/photos/{photoId}/alt',
  tags,
  summary: 'De beschrijving (alt-tekst) van een foto in mijn concept wijzigen',
  request: { params: PhotoParams, ...jsonBody(PhotoAltInputSchema) },
  responses: { 200: jsonResponse(PlacePhotosSchema, "De foto's"), ...errorResponses(401, 403, 404, 409, 422) },
});

export const draftPhotoOrderRoute = createRoute({
  method: 'put',
  path: '/api/onboarding/{brand}/photos/order',
  tags,
  summary: "De volgorde van de foto's in mijn concept",
  request: { params: BrandParams, ...jsonBody(PhotoOrderInputSchema) },
  responses: { 200: jsonResponse(PlacePhotosSchema, "De foto's"), ...errorResponses(401, 403, 404, 409, 422) },
});

export const removeDraftPhotoRoute = createRoute({
  method: 'delete',
  path: '/api/onboarding/{brand}/photos/{photoId}',
  tags,
  summary: 'Een foto uit mijn concept verwijderen',
  request: { params: PhotoParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409, 422) },
});

export const DRAFT_UPLOAD_PATH = '/api/onboarding/:brand/photos';
