import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminReservationSchema,
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BlockInputSchema,
  BookingInputSchema,
  BookingResultSchema,
  CourseMenuInputSchema,
  CourseMenuSchema,
  EditableVenueSchema,
  GuestReservationSchema,
  ManagedVenueSchema,
  ManagerDayQuerySchema,
  ManagerDaySchema,
  ManagerReservationSchema,
  MenuInputSchema,
  MenuSectionSchema,
  MoveInputSchema,
  ReservationSlotSchema,
  StatusChangeSchema,
  TableBlockSchema,
  VenueCreateSchema,
  VenueDetailSchema,
  VenueFiltersSchema,
  VenueInputSchema,
  VenueListQuerySchema,
  VenueSummarySchema,
  WalkInInputSchema,
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

// ── Owners, managers and admins ──
export const managedVenuesRoute = createRoute({
  method: 'get',
  path: '/api/horeca/manage/venues',
  tags,
  summary: 'Horecazaken die ik beheer (admins: alle)',
  responses: { 200: jsonResponse(z.array(ManagedVenueSchema), 'Horecazaken'), ...errorResponses(401, 403) },
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

// ── Editing (owners, managers, admins) ──
export const editVenueRoute = createRoute({
  method: 'get',
  path: '/api/horeca/manage/venues/{id}/edit',
  tags,
  summary: 'Een zaak om te bewerken: gegevens, menukaart en menu’s in gangen',
  request: { params: IdParamsSchema },
  responses: {
    200: jsonResponse(
      z.object({ venue: EditableVenueSchema, menu: z.array(MenuSectionSchema), courseMenus: z.array(CourseMenuSchema) }),
      'Zaak',
    ),
    ...errorResponses(401, 403, 404),
  },
});

export const updateVenueRoute = createRoute({
  method: 'patch',
  path: '/api/horeca/manage/venues/{id}',
  tags,
  summary: 'Gegevens, openingstijden en reserveerinstellingen wijzigen',
  request: { params: IdParamsSchema, ...jsonBody(VenueInputSchema) },
  responses: { 200: jsonResponse(EditableVenueSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const replaceMenuRoute = createRoute({
  method: 'put',
  path: '/api/horeca/manage/venues/{id}/menu',
  tags,
  summary: 'De hele menukaart opslaan (delen en gerechten met allergenen, in volgorde)',
  request: { params: IdParamsSchema, ...jsonBody(MenuInputSchema) },
  responses: { 200: jsonResponse(z.array(MenuSectionSchema), 'Opgeslagen'), ...errorResponses(401, 403, 404, 422) },
});

export const createCourseMenuRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/venues/{id}/course-menus',
  tags,
  summary: 'Een menu in gangen toevoegen',
  request: { params: IdParamsSchema, ...jsonBody(CourseMenuInputSchema) },
  responses: { 201: jsonResponse(CourseMenuSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const updateCourseMenuRoute = createRoute({
  method: 'patch',
  path: '/api/horeca/manage/course-menus/{id}',
  tags,
  summary: 'Een menu in gangen wijzigen',
  request: { params: IdParamsSchema, ...jsonBody(CourseMenuInputSchema) },
  responses: { 200: jsonResponse(CourseMenuSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeCourseMenuRoute = createRoute({
  method: 'post',
  path: '/api/horeca/manage/course-menus/{id}/remove',
  tags,
  summary: 'Een menu in gangen uit de lijst halen',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const createVenueRoute = createRoute({
  method: 'post',
  path: '/api/admin/horeca/venues',
  tags,
  summary: 'Een horecazaak toevoegen (admins), optioneel met eigenaar',
  request: jsonBody(VenueCreateSchema),
  responses: { 201: jsonResponse(EditableVenueSchema, 'Toegevoegd'), ...errorResponses(401, 403, 409, 422) },
});
