import { createRoute, z } from '@hono/zod-openapi';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BookingInputSchema,
  BookingResultSchema,
  CourseMenuSchema,
  GuestReservationSchema,
  ReservationSlotSchema,
  VenueDetailSchema,
  VenueFiltersSchema,
  VenueListQuerySchema,
  VenueSummarySchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['horeca'];
const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Ongeldige link');
const TokenParams = z.object({ token: z.string().min(1) });

// ── Public ──
export const listVenuesRoute = createRoute({
  method: 'get',
  path: '/api/horeca/venues',
  tags,
  summary: 'Horecazaken, te filteren op plaats, categoriegroep, categorie, keuken en nu open',
  request: { query: VenueListQuerySchema },
  responses: { 200: jsonResponse(z.array(VenueSummarySchema), 'Horecazaken'), ...errorResponses(422) },
});

export const filtersRoute = createRoute({
  method: 'get',
  path: '/api/horeca/filters',
  tags,
  summary: 'Plaatsen (met aantallen) en keukens voor de filters op /horeca',
  responses: { 200: jsonResponse(VenueFiltersSchema, 'Filters') },
});

export const venueRoute = createRoute({
  method: 'get',
  path: '/api/horeca/venues/{plaats}/{slug}',
  tags,
  summary: 'Eén horecazaak met menu (allergenen), menu’s in gangen en reserveerinstellingen',
  request: { params: z.object({ plaats: Slug, slug: Slug }) },
  responses: { 200: jsonResponse(VenueDetailSchema, 'Horecazaak'), ...errorResponses(404, 422) },
});

export const courseMenuRoute = createRoute({
  method: 'get',
  path: '/api/horeca/course-menus/{id}',
  tags,
  summary: 'Een menu in gangen met prijs per persoon en wijnarrangement',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(CourseMenuSchema, 'Menu'), ...errorResponses(404) },
});

export const availabilityRoute = createRoute({
  method: 'get',
  path: '/api/horeca/venues/{id}/availability',
  tags,
  summary: 'Tijdsloten voor een datum en aantal personen (openingstijden, tafels, couverts per slot)',
  request: { params: IdParamsSchema, query: AvailabilityQuerySchema },
  responses: { 200: jsonResponse(AvailabilitySchema, 'Tijdsloten'), ...errorResponses(404, 409, 422) },
});

export const bookRoute = createRoute({
  method: 'post',
  path: '/api/horeca/venues/{id}/reservations',
  tags,
  summary: 'Reserveren (gast); bevestiging per e-mail met .ics en persoonlijke link; 409 als het slot vol is',
  request: { params: IdParamsSchema, ...jsonBody(BookingInputSchema) },
  responses: { 201: jsonResponse(BookingResultSchema, 'Gereserveerd'), ...errorResponses(404, 409, 422) },
});

export const guestReservationRoute = createRoute({
  method: 'get',
  path: '/api/horeca/reservations/{token}',
  tags,
  summary: 'De reservering achter een persoonlijke link',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(GuestReservationSchema, 'Reservering'), ...errorResponses(404) },
});

export const guestChangeRoute = createRoute({
  method: 'post',
  path: '/api/horeca/reservations/{token}/change',
  tags,
  summary: 'Datum, tijd of aantal wijzigen (tot de annuleringstermijn)',
  request: { params: TokenParams, ...jsonBody(ReservationSlotSchema) },
  responses: { 200: jsonResponse(GuestReservationSchema, 'Gewijzigd'), ...errorResponses(404, 409, 422) },
});

export const guestCancelRoute = createRoute({
  method: 'post',
  path: '/api/horeca/reservations/{token}/cancel',
  tags,
  summary: 'Annuleren (tot de annuleringstermijn)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(GuestReservationSchema, 'Geannuleerd'), ...errorResponses(404, 409) },
});
