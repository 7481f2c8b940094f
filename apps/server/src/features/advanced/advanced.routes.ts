import { createRoute } from '@hono/zod-openapi';
import {
  PlatformSettingHistorySchema,
  PlatformSettingsViewSchema,
  PublicPlatformStatusSchema,
  UpdatePlatformSettingsSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

export const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/admin/settings',
  tags: ['admin'],
  summary: 'Platforminstellingen (admins; onderhoud en aanmelden alleen superadmins)',
  responses: { 200: jsonResponse(PlatformSettingsViewSchema, 'De instellingen'), ...errorResponses(401, 403) },
});

export const updateSettingsRoute = createRoute({
  method: 'put',
  path: '/api/admin/settings',
  tags: ['admin'],
  summary: 'Platforminstellingen wijzigen, zonder herstart; elke wijziging in de auditlog',
  request: jsonBody(UpdatePlatformSettingsSchema),
  responses: { 200: jsonResponse(PlatformSettingsViewSchema, 'De nieuwe instellingen'), ...errorResponses(401, 403, 422) },
});

export const settingsHistoryRoute = createRoute({
  method: 'get',
  path: '/api/admin/settings/history',
  tags: ['admin'],
  summary: 'Geschiedenis van de platforminstellingen, nieuwste eerst',
  responses: { 200: jsonResponse(PlatformSettingHistorySchema, 'Wijzigingen'), ...errorResponses(401, 403) },
});

export const platformStatusRoute = createRoute({
  method: 'get',
  path: '/api/platform/status',
  tags: ['platform'],
  summary: 'Onderhoudsmelding en of aanmelden open is (iedereen)',
  responses: { 200: jsonResponse(PublicPlatformStatusSchema, 'De status') },
});
