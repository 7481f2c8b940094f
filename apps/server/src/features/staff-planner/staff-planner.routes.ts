// Long file: the planner's 25 routes (manager, employee, calendar feed), definitions only.
import { createRoute, z } from '@hono/zod-openapi';
import {
  AbsenceInputSchema,
  AbsenceSchema,
  CalendarLinkSchema,
  ClaimShiftInputSchema,
  ClockInputSchema,
  CopyWeekInputSchema,
  EmployeeInputSchema,
  HoursQuerySchema,
  LinkRosterInputSchema,
  MyRosterSchema,
  PlannerEmployeeSchema,
  PlannerShiftSchema,
  PlannerWeekSchema,
  PublishInputSchema,
  RejectEntryInputSchema,
  RenewCalendarLinkInputSchema,
  RenewedCalendarLinkSchema,
  ShiftInputSchema,
  ShiftRequestInputSchema,
  ShiftRequestSchema,
  ShiftTemplateSchema,
  StaffDecisionInputSchema,
  StaffItemParamsSchema,
  StaffPlaceParamsSchema,
  TemplateInputSchema,
  TimeEntryInputSchema,
  TimeEntrySchema,
  WeekQuerySchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['staff-planner'];
const PLACE = '/api/staff-planner/places/{kind}/{id}';
const ItemParams = StaffItemParamsSchema;
const Decided = z.object({ status: z.enum(['approved', 'rejected']) });
const Clocked = z.object({ clockedInSince: z.string().nullable() });

export const weekRoute = createRoute({
  method: 'get',
  path: `${PLACE}/week`,
  tags,
  summary:
    'De roosterweek van een zaak met waarschuwingen, verzoeken, uren en loonkosten (eigenaar, beheerder met personeelsrecht)',
  request: { params: StaffPlaceParamsSchema, query: WeekQuerySchema },
  responses: { 200: jsonResponse(PlannerWeekSchema, 'Roosterweek'), ...errorResponses(401, 403, 404, 422) },
});

export const addEmployeeRoute = createRoute({
  method: 'post',
  path: `${PLACE}/employees`,
  tags,
  summary: 'Een medewerker toevoegen',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(EmployeeInputSchema) },
  responses: { 201: jsonResponse(PlannerEmployeeSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const editEmployeeRoute = createRoute({
  method: 'put',
  path: `${PLACE}/employees/{itemId}`,
  tags,
  summary: 'Een medewerker wijzigen',
  request: { params: ItemParams, ...jsonBody(EmployeeInputSchema) },
  responses: { 200: jsonResponse(PlannerEmployeeSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const addShiftRoute = createRoute({
  method: 'post',
  path: `${PLACE}/shifts`,
  tags,
  summary: 'Een dienst inplannen (zonder medewerker: een open dienst)',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(ShiftInputSchema) },
  responses: { 201: jsonResponse(PlannerShiftSchema, 'Ingepland'), ...errorResponses(401, 403, 404, 422) },
});

export const editShiftRoute = createRoute({
  method: 'put',
  path: `${PLACE}/shifts/{itemId}`,
  tags,
  summary: 'Een dienst verplaatsen of wijzigen (moet daarna opnieuw gepubliceerd worden)',
  request: { params: ItemParams, ...jsonBody(ShiftInputSchema) },
  responses: { 200: jsonResponse(PlannerShiftSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeShiftRoute = createRoute({
  method: 'delete',
  path: `${PLACE}/shifts/{itemId}`,
  tags,
  summary: 'Een dienst schrappen',
  request: { params: ItemParams },
  responses: { 204: { description: 'Geschrapt' }, ...errorResponses(401, 403, 404) },
});

export const addTemplateRoute = createRoute({
  method: 'post',
  path: `${PLACE}/templates`,
  tags,
  summary: 'Een dienstsjabloon bewaren',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(TemplateInputSchema) },
  responses: { 201: jsonResponse(ShiftTemplateSchema, 'Bewaard'), ...errorResponses(401, 403, 404, 422) },
});

export const removeTemplateRoute = createRoute({
  method: 'delete',
  path: `${PLACE}/templates/{itemId}`,
  tags,
  summary: 'Een dienstsjabloon verwijderen',
  request: { params: ItemParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const copyWeekRoute = createRoute({
  method: 'post',
  path: `${PLACE}/copy-week`,
  tags,
  summary: 'De diensten van een week naar een andere week kopiëren',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(CopyWeekInputSchema) },
  responses: {
    200: jsonResponse(z.object({ copied: z.number(), skipped: z.number() }), 'Gekopieerd'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const publishRoute = createRoute({
  method: 'post',
  path: `${PLACE}/publish`,
  tags,
  summary: 'Een week publiceren: medewerkers krijgen hun diensten per e-mail',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(PublishInputSchema) },
  responses: {
    200: jsonResponse(z.object({ published: z.number(), mailed: z.number() }), 'Gepubliceerd'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const decideRequestRoute = createRoute({
  method: 'post',
  path: `${PLACE}/requests/{itemId}/decision`,
  tags,
  summary: 'Een ruil- of weggeefverzoek goedkeuren of afwijzen',
  request: { params: ItemParams, ...jsonBody(StaffDecisionInputSchema) },
  responses: { 200: jsonResponse(Decided, 'Beslist'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const decideAbsenceRoute = createRoute({
  method: 'post',
  path: `${PLACE}/absences/{itemId}/decision`,
  tags,
  summary: 'Een verlofaanvraag goedkeuren of afwijzen',
  request: { params: ItemParams, ...jsonBody(StaffDecisionInputSchema) },
  responses: { 200: jsonResponse(Decided, 'Beslist'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const addTimeEntryRoute = createRoute({
  method: 'post',
  path: `${PLACE}/time-entries`,
  tags,
  summary: 'Gewerkte tijd invoeren of corrigeren (de oude registratie wordt afgekeurd, nooit gewist)',
  request: { params: StaffPlaceParamsSchema, ...jsonBody(TimeEntryInputSchema) },
  responses: { 201: jsonResponse(TimeEntrySchema, 'Ingevoerd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const rejectTimeEntryRoute = createRoute({
  method: 'post',
  path: `${PLACE}/time-entries/{itemId}/reject`,
  tags,
  summary: 'Een urenregistratie afkeuren (blijft bewaard)',
  request: { params: ItemParams, ...jsonBody(RejectEntryInputSchema) },
  responses: { 200: jsonResponse(TimeEntrySchema, 'Afgekeurd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const hoursCsvRoute = createRoute({
  method: 'get',
  path: `${PLACE}/hours-csv`,
  tags,
  summary: 'Gewerkte uren als CSV voor de salarisadministratie',
  request: { params: StaffPlaceParamsSchema, query: HoursQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const renewEmployeeLinkRoute = createRoute({
  method: 'post',
  path: `${PLACE}/employees/{itemId}/calendar-link`,
  tags,
  summary: 'Een nieuwe agendalink maken voor een medewerker; de oude werkt niet meer en de nieuwe gaat naar de medewerker',
  request: { params: ItemParams },
  responses: { 200: jsonResponse(RenewedCalendarLinkSchema, 'Vernieuwd'), ...errorResponses(401, 403, 404, 422) },
});

export const myRosterRoute = createRoute({
  method: 'get',
  path: '/api/staff-planner/me',
  tags,
  summary: 'Mijn rooster: mijn gepubliceerde diensten, open diensten, verzoeken en agendalink',
  request: { query: WeekQuerySchema },
  responses: { 200: jsonResponse(MyRosterSchema, 'Mijn rooster'), ...errorResponses(401, 422) },
});

export const linkRosterRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/link',
  tags,
  summary: 'Mijn rooster koppelen met de persoonlijke link uit de roostermail',
  request: jsonBody(LinkRosterInputSchema),
  responses: { 200: jsonResponse(z.object({ linked: z.literal(true) }), 'Gekoppeld'), ...errorResponses(401, 404, 409, 422) },
});

export const renewMyLinkRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/calendar-link',
  tags,
  summary: 'Een nieuwe persoonlijke agendalink maken; de oude werkt meteen niet meer',
  request: jsonBody(RenewCalendarLinkInputSchema),
  responses: { 200: jsonResponse(CalendarLinkSchema, 'Nieuwe link'), ...errorResponses(401, 403, 422) },
});

export const requestShiftRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/shifts/{shiftId}/requests',
  tags,
  summary: 'Vragen om een dienst te ruilen of weg te geven',
  request: { params: z.object({ shiftId: z.string().min(1) }), ...jsonBody(ShiftRequestInputSchema) },
  responses: { 201: jsonResponse(ShiftRequestSchema, 'Gevraagd'), ...errorResponses(401, 404, 409, 422) },
});

export const claimShiftRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/open-shifts/{shiftId}/claim',
  tags,
  summary: 'Een open dienst aanvragen; de leidinggevende keurt goed (Arbeidstijdenwet wordt gecontroleerd)',
  request: { params: z.object({ shiftId: z.string().min(1) }), ...jsonBody(ClaimShiftInputSchema) },
  responses: { 201: jsonResponse(ShiftRequestSchema, 'Aangevraagd'), ...errorResponses(401, 404, 409, 422) },
});

export const addAbsenceRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/absences',
  tags,
  summary: 'Verlof aanvragen of doorgeven wanneer ik niet kan',
  request: jsonBody(AbsenceInputSchema),
  responses: { 201: jsonResponse(AbsenceSchema, 'Doorgegeven'), ...errorResponses(401, 403, 422) },
});

export const clockInRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/clock-in',
  tags,
  summary: 'Inklokken',
  request: jsonBody(ClockInputSchema),
  responses: { 200: jsonResponse(Clocked, 'Ingeklokt'), ...errorResponses(401, 403, 409, 422) },
});

export const clockOutRoute = createRoute({
  method: 'post',
  path: '/api/staff-planner/me/clock-out',
  tags,
  summary: 'Uitklokken',
  request: jsonBody(ClockInputSchema),
  responses: { 200: jsonResponse(Clocked, 'Uitgeklokt'), ...errorResponses(401, 403, 409, 422) },
});

export const calendarRoute = createRoute({
  method: 'get',
  path: '/api/staff-calendar/{file}',
  tags,
  summary: 'Persoonlijke roosteragenda (.ics); de geheime link is de toegang',
  request: { params: z.object({ file: z.string().min(1) }) },
  responses: {
    200: { description: 'Agenda', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(404),
  },
});
