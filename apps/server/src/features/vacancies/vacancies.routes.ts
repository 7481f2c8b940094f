import { createRoute, z } from '@hono/zod-openapi';
import {
  EmployerKindSchema,
  ManagedVacancySchema,
  VacancyApplicationSchema,
  VacancyInputSchema,
  VacancyListQuerySchema,
  VacancySchema,
  VacancyTypeSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['vacancies'];
const EmployerParams = z.object({ kind: EmployerKindSchema, id: z.string().min(1) });
const VacancyParams = EmployerParams.extend({ vacancyId: z.string().min(1) });
const ApplicationParams = EmployerParams.extend({ applicationId: z.string().min(1) });
const gone = { 410: { description: 'Verlopen' } };

// Employers (partner members; place owners and managers with the staff or details right; admins)

export const employerListRoute = createRoute({
  method: 'get',
  path: '/api/employers/{kind}/{id}/vacancies',
  tags,
  summary: 'De vacatures van een werkgever (partner, coffeeshop of horecazaak), open en gesloten',
  request: { params: EmployerParams },
  responses: { 200: jsonResponse(z.array(ManagedVacancySchema), 'Vacatures'), ...errorResponses(401, 403, 404, 422) },
});

export const createVacancyRoute = createRoute({
  method: 'post',
  path: '/api/employers/{kind}/{id}/vacancies',
  tags,
  summary: 'Een vacature plaatsen (salarisschaal verplicht; sluitingsdatum niet in het verleden)',
  request: { params: EmployerParams, ...jsonBody(VacancyInputSchema) },
  responses: { 201: jsonResponse(ManagedVacancySchema, 'Geplaatst'), ...errorResponses(401, 403, 404, 422) },
});

export const updateVacancyRoute = createRoute({
  method: 'put',
  path: '/api/employers/{kind}/{id}/vacancies/{vacancyId}',
  tags,
  summary: 'Een vacature wijzigen',
  request: { params: VacancyParams, ...jsonBody(VacancyInputSchema) },
  responses: { 200: jsonResponse(ManagedVacancySchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeVacancyRoute = createRoute({
  method: 'delete',
  path: '/api/employers/{kind}/{id}/vacancies/{vacancyId}',
  tags,
  summary: 'Een vacature verwijderen, met haar sollicitaties en cv’s',
  request: { params: VacancyParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 422) },
});

export const applicationsRoute = createRoute({
  method: 'get',
  path: '/api/employers/{kind}/{id}/applications',
  tags,
  summary: 'De sollicitaties op de vacatures van een werkgever, nieuwste eerst',
  request: { params: EmployerParams },
  responses: { 200: jsonResponse(z.array(VacancyApplicationSchema), 'Sollicitaties'), ...errorResponses(401, 403, 404, 422) },
});

export const cvRoute = createRoute({
  method: 'get',
  path: '/api/employers/{kind}/{id}/applications/{applicationId}/cv',
  tags,
  summary: 'Het cv van een sollicitatie (PDF of DOCX), alleen voor de werkgever; niet te cachen',
  request: { params: ApplicationParams },
  responses: { 200: { description: 'Het cv' }, ...errorResponses(401, 403, 404, 422) },
});

// Public

export const listRoute = createRoute({
  method: 'get',
  path: '/api/vacancies',
  tags,
  summary: 'Open vacatures, te filteren op soort, plaats en zoektekst',
  request: { query: VacancyListQuerySchema },
  responses: { 200: jsonResponse(z.array(VacancySchema), 'Vacatures'), ...errorResponses(422) },
});

export const byTypeRoute = createRoute({
  method: 'get',
  path: '/api/vacancies/{type}/{slug}',
  tags,
  summary: 'Eén vacature (410 wanneer verlopen)',
  request: { params: z.object({ type: VacancyTypeSchema, slug: z.string().min(1) }) },
  responses: { 200: jsonResponse(VacancySchema, 'Vacature'), ...errorResponses(404, 422), ...gone },
});

export const partnerVacanciesRoute = createRoute({
  method: 'get',
  path: '/api/partners/{partnerSlug}/vacancies',
  tags,
  summary: 'De open vacatures van een goedgekeurde partner',
  request: { params: z.object({ partnerSlug: z.string().min(1) }) },
  responses: { 200: jsonResponse(z.array(VacancySchema), 'Vacatures'), ...errorResponses(404) },
});

export const partnerVacancyRoute = createRoute({
  method: 'get',
  path: '/api/partners/{partnerSlug}/vacancies/{vacancySlug}',
  tags,
  summary: 'Eén vacature van een partner (410 wanneer verlopen)',
  request: { params: z.object({ partnerSlug: z.string().min(1), vacancySlug: z.string().min(1) }) },
  responses: { 200: jsonResponse(VacancySchema, 'Vacature'), ...errorResponses(404), ...gone },
});

export const applyRoute = createRoute({
  method: 'post',
  path: '/api/vacancies/{id}/applications',
  tags,
  summary: 'Solliciteren (multipart: name, email, motivation, file; cv als PDF of DOCX, max. 10 MB); het cv blijft privé',
  request: { params: z.object({ id: z.string().min(1) }) },
  responses: {
    201: jsonResponse(z.object({ id: z.string() }), 'Verstuurd'),
    ...errorResponses(404, 422),
    ...gone,
    429: { description: 'Te veel sollicitaties vanaf dit adres' },
  },
});

/** Hono path of the application upload, for its body limit. */
export const APPLY_PATH = '/api/vacancies/:id/applications';
