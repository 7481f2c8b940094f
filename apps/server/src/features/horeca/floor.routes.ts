import { createRoute } from '@hono/zod-openapi';
import {
  AreaInputSchema,
  FloorAreaSchema,
  FloorSchema,
  FloorTableSchema,
  ManagerReservationSchema,
  PhoneBookingInputSchema,
  TableInputSchema,
  TablePositionSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['horeca'];

// ── The floor plan: owners, managers and admins (ADR 031) ──
export const floorRoute = createRoute({
  method: 'get',
  path: '/api/horeca/manage/venues/{id}/floor',
  tags,
  summary: 'Plattegrond: gedeelten en tafels met plaats en combinaties',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(FloorSchema, 'Plattegrond'), ...errorResponses(401, 403, 404) },
});

export const addAreaRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/areas',
  tags,
  summary: 'Gedeelte toevoegen',
  request: { params: IdParamsSchema, ...jsonBody(AreaInputSchema) },
  responses: { 201: jsonResponse(FloorAreaSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const renameAreaRoute = createRoute({
  method: 'patch',
  path: '/api/horeca/manage/areas/{id}',
  tags,
  summary: 'Gedeelte hernoemen',
  request: { params: IdParamsSchema, ...jsonBody(AreaInputSchema) },
  responses: { 200: jsonResponse(FloorAreaSchema, 'Hernoemd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeAreaRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/areas/{id}/remove',
  tags,
  summary: 'Leeg gedeelte verwijderen',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409) },
});

export const addTableRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/tables',
  tags,
  summary: 'Tafel toevoegen',
  request: { params: IdParamsSchema, ...jsonBody(TableInputSchema) },
  responses: { 201: jsonResponse(FloorTableSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const updateTableRoute = createRoute({
  method: 'patch',
  path: '/api/horeca/manage/tables/{id}',
  tags,
  summary: 'Tafel wijzigen (naam, plaatsen, minimum, online, combinaties)',
  request: { params: IdParamsSchema, ...jsonBody(TableInputSchema) },
  responses: { 200: jsonResponse(FloorTableSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const moveTableRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/tables/{id}/position',
  tags,
  summary: 'Tafel verslepen op de plattegrond',
  request: { params: IdParamsSchema, ...jsonBody(TablePositionSchema) },
  responses: { 200: jsonResponse(FloorTableSchema, 'Verplaatst'), ...errorResponses(401, 403, 404, 422) },
});

export const removeTableRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/tables/{id}/remove',
  tags,
  summary: 'Tafel verwijderen (niet met komende reserveringen)',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409) },
});

export const phoneBookingRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/phone-bookings',
  tags,
  summary: 'Telefonische reservering invoeren, voor elke datum en tijd dat de zaak open is',
  request: { params: IdParamsSchema, ...jsonBody(PhoneBookingInputSchema) },
  responses: { 201: jsonResponse(ManagerReservationSchema, 'Ingevoerd'), ...errorResponses(401, 403, 404, 409, 422) },
});
