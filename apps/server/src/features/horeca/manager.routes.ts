import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminReservationSchema,
  BlockInputSchema,
  ManagerDayQuerySchema,
  ManagerDaySchema,
  ManagerReservationSchema,
  MoveInputSchema,
  RunVenueSchema,
  StatusChangeSchema,
  TableBlockSchema,
  WalkInInputSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['horeca'];

// ── Owners, managers and admins ──
export const managedVenuesRoute = createRoute({
  method: 'get',
  path: '/api/horeca/manage/venues',
  tags,
  summary: 'Horecazaken die ik beheer (admins: alle)',
  responses: { 200: jsonResponse(z.array(RunVenueSchema), 'Horecazaken'), ...errorResponses(401, 403) },
});

export const managerDayRoute = createRoute({
  method: 'get',
  path: '/api/horeca/manage/venues/{id}/day',
  tags,
  summary: 'Reserveringen, tafels en blokkades van een dag',
  request: { params: IdParamsSchema, query: ManagerDayQuerySchema },
  responses: { 200: jsonResponse(ManagerDaySchema, 'Dag'), ...errorResponses(401, 403, 404, 422) },
});

export const walkInRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/walk-ins',
  tags,
  summary: 'Walk-in: nu aan tafel',
  request: { params: IdParamsSchema, ...jsonBody(WalkInInputSchema) },
  responses: { 201: jsonResponse(ManagerReservationSchema, 'Aan tafel'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const blockRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/blocks',
  tags,
  summary: 'Een tafel of de hele zaak blokkeren voor een tijd',
  request: { params: IdParamsSchema, ...jsonBody(BlockInputSchema) },
  responses: { 201: jsonResponse(TableBlockSchema, 'Geblokkeerd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeBlockRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/blocks/{id}/remove',
  tags,
  summary: 'Blokkade opheffen',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Opgeheven' }, ...errorResponses(401, 403, 404) },
});

export const statusRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/reservations/{id}/status',
  tags,
  summary: 'Status wijzigen (bevestigd, aan tafel, afgerond, geannuleerd, no-show)',
  request: { params: IdParamsSchema, ...jsonBody(StatusChangeSchema) },
  responses: { 200: jsonResponse(ManagerReservationSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const moveRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/reservations/{id}/move',
  tags,
  summary: 'Naar andere tafel(s) verplaatsen',
  request: { params: IdParamsSchema, ...jsonBody(MoveInputSchema) },
  responses: { 200: jsonResponse(ManagerReservationSchema, 'Verplaatst'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const adminReservationsRoute = createRoute({
  method: 'get',
  path: '/api/admin/horeca/reservations',
  tags,
  summary: 'Alle reserveringen van een dag, alle zaken (admins)',
  request: { query: ManagerDayQuerySchema },
  responses: { 200: jsonResponse(z.array(AdminReservationSchema), 'Reserveringen'), ...errorResponses(401, 403, 422) },
});
