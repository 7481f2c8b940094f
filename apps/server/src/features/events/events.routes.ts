import { createRoute, z } from '@hono/zod-openapi';
import {
  EventCancelInputSchema,
  EventCancelQuerySchema,
  EventCancelViewSchema,
  EventInputSchema,
  EventOwnerKindSchema,
  EventSignupInputSchema,
  EventSignupResultSchema,
  ManagedEventSchema,
  PublicEventSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['events'];
const OrganiserParams = z.object({ kind: EventOwnerKindSchema, id: z.string().min(1) });
const EventParams = OrganiserParams.extend({ eventId: z.string().min(1) });

// Organisers: editors (platform, id "platform"), partner members, place owners and managers with the details right,
// admins. Guarded by /api/event-organisers in app.ts.

export const organiserEventsRoute = createRoute({
  method: 'get',
  path: '/api/event-organisers/{kind}/{id}/events',
  tags,
  summary: 'De evenementen van een organisator, met de aanmeldingen',
  request: { params: OrganiserParams },
  responses: { 200: jsonResponse(z.array(ManagedEventSchema), 'Evenementen'), ...errorResponses(401, 403, 404, 422) },
});

export const createEventRoute = createRoute({
  method: 'post',
  path: '/api/event-organisers/{kind}/{id}/events',
  tags,
  summary: 'Een evenement aanmaken (datum, tijden in Nederlandse tijd, locatie, aantal plaatsen; begin in de toekomst)',
  request: { params: OrganiserParams, ...jsonBody(EventInputSchema) },
  responses: { 201: jsonResponse(ManagedEventSchema, 'Aangemaakt'), ...errorResponses(401, 403, 404, 422) },
});

export const updateEventRoute = createRoute({
  method: 'put',
  path: '/api/event-organisers/{kind}/{id}/events/{eventId}',
  tags,
  summary: 'Een evenement wijzigen (niet minder plaatsen dan aanmeldingen)',
  request: { params: EventParams, ...jsonBody(EventInputSchema) },
  responses: { 200: jsonResponse(ManagedEventSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeEventRoute = createRoute({
  method: 'delete',
  path: '/api/event-organisers/{kind}/{id}/events/{eventId}',
  tags,
  summary: 'Een evenement verwijderen, met de aanmeldingen',
  request: { params: EventParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 422) },
});

// Public

export const upcomingRoute = createRoute({
  method: 'get',
  path: '/api/events',
  tags,
  summary: 'Komende evenementen, van één organisator (kind en id) of van iedereen',
  request: { query: z.object({ kind: EventOwnerKindSchema.optional(), id: z.string().max(64).optional() }) },
  responses: { 200: jsonResponse(z.array(PublicEventSchema), 'Evenementen'), ...errorResponses(422) },
});

export const eventRoute = createRoute({
  method: 'get',
  path: '/api/events/{id}',
  tags,
  summary: 'Eén evenement met de plaatsen die nog vrij zijn',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(PublicEventSchema, 'Evenement'), ...errorResponses(404) },
});

export const icsRoute = createRoute({
  method: 'get',
  path: '/api/events/{id}/ics',
  tags,
  summary: 'Het evenement als agenda-bestand (.ics, iCalendar)',
  request: { params: IdParamsSchema },
  responses: { 200: { description: 'text/calendar' }, ...errorResponses(404) },
});

export const signupRoute = createRoute({
  method: 'post',
  path: '/api/events/{id}/signups',
  tags,
  summary: 'Aanmelden (naam en e-mail; bevestiging per e-mail met .ics); vol of al aangemeld: 409',
  request: { params: IdParamsSchema, ...jsonBody(EventSignupInputSchema) },
  responses: { 201: jsonResponse(EventSignupResultSchema, 'Aangemeld'), ...errorResponses(404, 409, 422) },
});

export const cancelViewRoute = createRoute({
  method: 'get',
  path: '/api/events/{id}/cancel',
  tags,
  summary: 'De aanmelding achter een afmeldlink uit de bevestigingsmail (naam en evenement)',
  request: { params: IdParamsSchema, query: EventCancelQuerySchema },
  responses: { 200: jsonResponse(EventCancelViewSchema, 'Aanmelding'), ...errorResponses(404, 422) },
});

export const cancelRoute = createRoute({
  method: 'post',
  path: '/api/events/{id}/cancel',
  tags,
  summary: 'Afmelden met de link uit de bevestigingsmail: alleen die ene aanmelding verdwijnt',
  request: { params: IdParamsSchema, ...jsonBody(EventCancelInputSchema) },
  responses: { 204: { description: 'Afgemeld' }, ...errorResponses(404, 422) },
});
