import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminUserSchema,
  EditorFlagInputSchema,
  RoleChangeInputSchema,
  StatusChangeInputSchema,
  UserListQuerySchema,
  UserPageSchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['users'],
  summary: 'Gebruikers zoeken en filteren op rol en status (admin)',
  request: { query: UserListQuerySchema },
  responses: { 200: jsonResponse(UserPageSchema, 'Eén pagina'), ...errorResponses(401, 403, 422) },
});

export const listAdminsRoute = createRoute({
  method: 'get',
  path: '/api/admin/admins',
  tags: ['users'],
  summary: 'Alle admins en superadmins (superadmin)',
  responses: { 200: jsonResponse(z.array(AdminUserSchema), 'Admins'), ...errorResponses(401, 403) },
});

export const changeRoleRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/role',
  tags: ['users'],
  summary: 'Rol wijzigen; alleen een superadmin maakt admins en superadmins',
  request: { params: IdParamsSchema, ...jsonBody(RoleChangeInputSchema) },
  responses: { 200: jsonResponse(AdminUserSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const changeStatusRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/status',
  tags: ['users'],
  summary: 'Schorsen, verbannen (met reden; alle sessies beëindigd) of weer toelaten',
  request: { params: IdParamsSchema, ...jsonBody(StatusChangeInputSchema) },
  responses: { 200: jsonResponse(AdminUserSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const changeEditorRoute = createRoute({
  method: 'put',
  path: '/api/admin/users/{id}/editor',
  tags: ['users'],
  summary: 'Redacteursrechten (content manager) geven of intrekken; de rol blijft gelijk',
  request: { params: IdParamsSchema, ...jsonBody(EditorFlagInputSchema) },
  responses: { 200: jsonResponse(AdminUserSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});
