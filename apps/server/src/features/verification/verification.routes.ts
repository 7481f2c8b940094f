import { createRoute, z } from '@hono/zod-openapi';
import {
  DecisionInputSchema,
  IdentityDocumentSchema,
  idSchema,
  VerificationOverviewSchema,
  VerificationQueueItemSchema,
  VerificationQueueQuerySchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const DocumentParams = z.object({ id: idSchema('Onbekend document') });

export const myVerificationRoute = createRoute({
  method: 'get',
  path: '/api/verification',
  tags: ['verification'],
  summary: 'Mijn verificatiestatus, toelichting en documenten',
  responses: { 200: jsonResponse(VerificationOverviewSchema, 'Status en documenten'), ...errorResponses(401, 403) },
});

export const uploadDocumentRoute = createRoute({
  method: 'post',
  path: '/api/verification/documents',
  tags: ['verification'],
  summary: 'Identiteitsdocument uploaden (multipart: kind, file; JPEG/PNG/PDF, max. 10 MB); privé opgeslagen',
  responses: {
    201: jsonResponse(IdentityDocumentSchema, 'Opgeslagen; account wacht op verificatie'),
    ...errorResponses(401, 403, 422),
  },
});

export const documentFileRoute = createRoute({
  method: 'get',
  path: '/api/verification/documents/{id}/file',
  tags: ['verification'],
  summary: 'Het bestand van een document: alleen voor de eigenaar en admins; elke inzage komt in de auditlog',
  request: { params: DocumentParams },
  responses: { 200: { description: 'Het bestand (JPEG, PNG of PDF), niet te cachen' }, ...errorResponses(401, 403, 404, 422) },
});

export const queueRoute = createRoute({
  method: 'get',
  path: '/api/admin/verifications',
  tags: ['verification'],
  summary: 'Verificatiewachtrij (admin)',
  request: { query: VerificationQueueQuerySchema },
  responses: { 200: jsonResponse(z.array(VerificationQueueItemSchema), 'Documenten'), ...errorResponses(401, 403, 422) },
});

export const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/verifications/{id}/decision',
  tags: ['verification'],
  summary: 'Document goedkeuren of afwijzen met toelichting (admin)',
  request: { params: DocumentParams, ...jsonBody(DecisionInputSchema) },
  responses: { 200: jsonResponse(IdentityDocumentSchema, 'Besluit vastgelegd'), ...errorResponses(401, 403, 404, 409, 422) },
});
