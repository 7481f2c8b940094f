import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminPlaceSchema,
  CourseMenuInputSchema,
  CourseMenuSchema,
  EditableVenueSchema,
  MenuInputSchema,
  MenuSectionSchema,
  PlaceActiveInputSchema,
  PlaceAdminStateSchema,
  PlaceOwnerInputSchema,
  VenueCreateSchema,
  VenueInputSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['horeca'];

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

export const venueActiveRoute = createRoute({
  method: 'post',
  path: '/api/admin/horeca/venues/{id}/status',
  tags,
  summary: 'Een horecazaak offline halen of weer online zetten (admins)',
  request: { params: IdParamsSchema, ...jsonBody(PlaceActiveInputSchema) },
  responses: { 200: jsonResponse(PlaceAdminStateSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const venueOwnerRoute = createRoute({
  method: 'post',
  path: '/api/admin/horeca/venues/{id}/owner',
  tags,
  summary: 'Een horecazaak overdragen aan een ander account, of aan niemand (admins)',
  request: { params: IdParamsSchema, ...jsonBody(PlaceOwnerInputSchema) },
  responses: { 200: jsonResponse(PlaceAdminStateSchema, 'Overgedragen'), ...errorResponses(401, 403, 404, 422) },
});

export const venueListRoute = createRoute({
  method: 'get',
  path: '/api/admin/horeca/venues',
  tags,
  summary: 'Alle horecazaken, ook offline, met eigenaar (admins)',
  responses: { 200: jsonResponse(z.array(AdminPlaceSchema), 'Horecazaken'), ...errorResponses(401, 403) },
});
