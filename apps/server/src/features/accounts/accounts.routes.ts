import { createRoute, z } from '@hono/zod-openapi';
import {
  DeleteAccountInputSchema,
  MailAttachmentParamsSchema,
  MeSchema,
  ProfileUpdateSchema,
  UserMailListSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

export const getMeRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['accounts'],
  summary: 'Het ingelogde account met profiel en rol',
  responses: { 200: jsonResponse(MeSchema, 'Ingelogd'), ...errorResponses(401) },
});

export const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  tags: ['accounts'],
  summary: 'Voornaam, achternaam en gebruikersnaam wijzigen',
  request: jsonBody(ProfileUpdateSchema),
  responses: { 200: jsonResponse(MeSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 422) },
});

export const uploadAvatarRoute = createRoute({
  method: 'post',
  path: '/api/me/avatar',
  tags: ['accounts'],
  summary: 'Profielfoto uploaden (multipart: file; JPEG/PNG/WebP, max. 10 MB)',
  responses: { 200: jsonResponse(MeSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 422) },
});

export const myMailsRoute = createRoute({
  method: 'get',
  path: '/api/me/mails',
  tags: ['accounts'],
  summary: 'E-mails die het platform mij stuurde (nieuwste eerst)',
  responses: { 200: jsonResponse(UserMailListSchema, 'E-mails'), ...errorResponses(401, 403) },
});

export const exportRoute = createRoute({
  method: 'get',
  path: '/api/me/export',
  tags: ['accounts'],
  summary: 'Al mijn gegevens als JSON-download (AVG inzage en dataportabiliteit)',
  responses: { 200: jsonResponse(z.record(z.string(), z.unknown()), 'Export'), ...errorResponses(401, 403) },
});

export const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/api/me/delete',
  tags: ['accounts'],
  summary: 'Mijn account verwijderen (bevestigen met e-mailadres); persoonsgegevens en bestanden worden gewist',
  request: jsonBody(DeleteAccountInputSchema),
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 422) },
});

export const myMailAttachmentRoute = createRoute({
  method: 'get',
  path: '/api/me/mails/{id}/attachments/{index}',
  tags: ['accounts'],
  summary: 'Een bijlage van een e-mail aan mij downloaden (bijv. de .ics van een reservering)',
  request: { params: MailAttachmentParamsSchema },
  responses: { 200: { description: 'De bijlage' }, ...errorResponses(401, 403, 404, 422) },
});
