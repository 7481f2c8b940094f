import { createRoute, z } from '@hono/zod-openapi';
import { PhotoAltInputSchema, PhotoOrderInputSchema, PlaceKindParamSchema, PlacePhotosSchema } from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['place-photos'];
const PlaceParams = z.object({ kind: PlaceKindParamSchema, id: z.string().min(1) });
const PhotoParams = PlaceParams.extend({ photoId: z.string().min(1) });

export const listPhotosRoute = createRoute({
  method: 'get',
  path: '/api/places/{kind}/{id}/photos',
  tags,
  summary: 'De foto\'s van een zaak in hun volgorde (eigenaar, admins, beheerders met het recht "gegevens")',
  request: { params: PlaceParams },
  responses: { 200: jsonResponse(PlacePhotosSchema, "Foto's"), ...errorResponses(401, 403, 404, 422) },
});

export const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/api/places/{kind}/{id}/photos',
  tags,
  summary: "Een foto van de zaak toevoegen (multipart: file JPEG/PNG/WebP tot 10 MB, alt tot 200 tekens; hoogstens 12 foto's)",
  request: { params: PlaceParams },
  responses: {
    201: jsonResponse(PlacePhotosSchema, "De foto's met de nieuwe achteraan"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const photoAltRoute = createRoute({
  method: 'put',
  path: '/api/places/{kind}/{id}/photos/{photoId}/alt',
  tags,
  summary: 'De beschrijving (alt-tekst) van een foto wijzigen',
  request: { params: PhotoParams, ...jsonBody(PhotoAltInputSchema) },
  responses: { 200: jsonResponse(PlacePhotosSchema, "De foto's"), ...errorResponses(401, 403, 404, 422) },
});

export const photoOrderRoute = createRoute({
  method: 'put',
  path: '/api/places/{kind}/{id}/photos/order',
  tags,
  summary: "De volgorde van de foto's (elke foto precies één keer)",
  request: { params: PlaceParams, ...jsonBody(PhotoOrderInputSchema) },
  responses: { 200: jsonResponse(PlacePhotosSchema, "De foto's"), ...errorResponses(401, 403, 404, 422) },
});

export const removePhotoRoute = createRoute({
  method: 'delete',
  path: '/api/places/{kind}/{id}/photos/{photoId}',
  tags,
  summary: 'Een foto verwijderen (ook de bestanden)',
  request: { params: PhotoParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 422) },
});

/** The Hono path for the upload's body limit, before the body is read. */
export const UPLOAD_PATH = '/api/places/:kind/:id/photos';
