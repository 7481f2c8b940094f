import { createRoute, z } from '@hono/zod-openapi';
import {
  InvitationAcceptedSchema,
  InvitationPreviewSchema,
  PlaceKindParamSchema,
  PlaceStaffSchema,
  StaffInvitationInputSchema,
  StaffInvitationSchema,
  StaffPermissionsInputSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['staff'];
const PlaceParams = z.object({ kind: PlaceKindParamSchema, id: z.string().min(1) });
const InvitationParams = PlaceParams.extend({ invitationId: z.string().min(1) });
const ManagerParams = PlaceParams.extend({ userId: z.string().min(1) });
const TokenParams = z.object({ token: z.string().min(1) });

export const listStaffRoute = createRoute({
  method: 'get',
  path: '/api/places/{kind}/{id}/staff',
  tags,
  summary: 'Eigenaar, beheerders en open uitnodigingen van een zaak (eigenaar, admins, beheerders met het recht "medewerkers")',
  request: { params: PlaceParams },
  responses: { 200: jsonResponse(PlaceStaffSchema, 'Medewerkers'), ...errorResponses(401, 403, 404, 422) },
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/api/places/{kind}/{id}/staff/invitations',
  tags,
  summary: 'Een beheerder uitnodigen per e-mail, met de rechten die hij krijgt',
  request: { params: PlaceParams, ...jsonBody(StaffInvitationInputSchema) },
  responses: { 201: jsonResponse(StaffInvitationSchema, 'Uitgenodigd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const revokeRoute = createRoute({
  method: 'delete',
  path: '/api/places/{kind}/{id}/staff/invitations/{invitationId}',
  tags,
  summary: 'Een open uitnodiging intrekken',
  request: { params: InvitationParams },
  responses: { 204: { description: 'Ingetrokken' }, ...errorResponses(401, 403, 404, 422) },
});

export const updatePermissionsRoute = createRoute({
  method: 'put',
  path: '/api/places/{kind}/{id}/staff/{userId}',
  tags,
  summary: 'De rechten van een beheerder wijzigen',
  request: { params: ManagerParams, ...jsonBody(StaffPermissionsInputSchema) },
  responses: { 204: { description: 'Gewijzigd' }, ...errorResponses(401, 403, 404, 422) },
});

export const removeManagerRoute = createRoute({
  method: 'delete',
  path: '/api/places/{kind}/{id}/staff/{userId}',
  tags,
  summary: 'Een beheerder verwijderen',
  request: { params: ManagerParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 422) },
});

export const previewRoute = createRoute({
  method: 'get',
  path: '/api/invitations/{token}',
  tags,
  summary: 'Waarvoor een uitnodigingslink is (ook zonder in te loggen)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(InvitationPreviewSchema, 'Uitnodiging'), ...errorResponses(404, 409) },
});

export const acceptRoute = createRoute({
  method: 'post',
  path: '/api/invitations/{token}/accept',
  tags,
  summary: 'Een uitnodiging aannemen (ingelogd met het uitgenodigde e-mailadres)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(InvitationAcceptedSchema, 'Aangenomen'), ...errorResponses(401, 403, 404, 409) },
});
