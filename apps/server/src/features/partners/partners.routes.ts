import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminPartnerSchema,
  ManagedPartnerSchema,
  PARTNER_MEMBER_ROLES,
  PartnerInvitationAcceptedSchema,
  PartnerInvitationPreviewSchema,
  PartnerInvitationSchema,
  PartnerInviteInputSchema,
  PartnerListQuerySchema,
  PartnerMemberInviteInputSchema,
  PartnerMembershipSchema,
  PartnerMembersSchema,
  PartnerPageSchema,
  PartnerProfileInputSchema,
  PartnerServiceInputSchema,
  PartnerServicePageSchema,
  PartnerServiceSchema,
  PartnerStatusInputSchema,
  PartnerSummarySchema,
} from '@platform/core';
import { errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['partners'];
const ServiceParams = IdParamsSchema.extend({ serviceId: z.string().min(1) });
const MemberParams = IdParamsSchema.extend({ userId: z.string().min(1) });
const InvitationParams = IdParamsSchema.extend({ invitationId: z.string().min(1) });
const SlugParams = z.object({ slug: z.string().min(1) });
const TokenParams = z.object({ token: z.string().min(1) });

// Admins

export const adminListRoute = createRoute({
  method: 'get',
  path: '/api/admin/partners',
  tags,
  summary: 'Alle partners met status, leden en open uitnodigingen (admin)',
  responses: { 200: jsonResponse(z.array(AdminPartnerSchema), 'Partners'), ...errorResponses(401, 403) },
});

export const adminInviteRoute = createRoute({
  method: 'post',
  path: '/api/admin/partners',
  tags,
  summary: 'Een partnerorganisatie uitnodigen per e-mail (admin); de partner is niet openbaar tot hij is goedgekeurd',
  request: jsonBody(PartnerInviteInputSchema),
  responses: { 201: jsonResponse(AdminPartnerSchema, 'Uitgenodigd'), ...errorResponses(401, 403, 409, 422) },
});

export const adminStatusRoute = createRoute({
  method: 'put',
  path: '/api/admin/partners/{id}/status',
  tags,
  summary: 'Een partner goedkeuren (openbaar) of offline halen (admin)',
  request: { params: IdParamsSchema, ...jsonBody(PartnerStatusInputSchema) },
  responses: { 204: { description: 'Gewijzigd' }, ...errorResponses(401, 403, 404, 422) },
});

// Invitation links

export const previewInvitationRoute = createRoute({
  method: 'get',
  path: '/api/partner-invitations/{token}',
  tags,
  summary: 'Waarvoor een partneruitnodiging is (ook zonder in te loggen)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(PartnerInvitationPreviewSchema, 'Uitnodiging'), ...errorResponses(404, 409) },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/api/partner-invitations/{token}/accept',
  tags,
  summary: 'Een partneruitnodiging aannemen (ingelogd met het uitgenodigde e-mailadres)',
  request: { params: TokenParams },
  responses: { 200: jsonResponse(PartnerInvitationAcceptedSchema, 'Aangenomen'), ...errorResponses(401, 403, 404, 409) },
});

// The partner dashboard (members and admins)

export const myPartnersRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard',
  tags,
  summary: 'De partners waarvan ik lid ben',
  responses: { 200: jsonResponse(z.array(PartnerMembershipSchema), 'Partners'), ...errorResponses(401) },
});

export const managedRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{id}',
  tags,
  summary: 'Een partner om te bewerken (leden en admins)',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(ManagedPartnerSchema, 'Partner'), ...errorResponses(401, 403, 404) },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/api/partner-dashboard/{id}',
  tags,
  summary: 'De partnerpagina bewerken: naam, soort, beschrijving, website, contact, regio',
  request: { params: IdParamsSchema, ...jsonBody(PartnerProfileInputSchema) },
  responses: { 200: jsonResponse(ManagedPartnerSchema, 'Opgeslagen'), ...errorResponses(401, 403, 404, 422) },
});

export const logoRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{id}/logo',
  tags,
  summary: 'Logo uploaden (multipart: file; JPEG/PNG/WebP, max. 10 MB); opgeslagen als WebP in alle presets',
  request: { params: IdParamsSchema },
  responses: { 201: jsonResponse(z.object({ url: z.string() }), 'Opgeslagen'), ...errorResponses(401, 403, 404, 422) },
});

export const addServiceRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{id}/services',
  tags,
  summary: 'Een dienst toevoegen',
  request: { params: IdParamsSchema, ...jsonBody(PartnerServiceInputSchema) },
  responses: { 201: jsonResponse(PartnerServiceSchema, 'Toegevoegd'), ...errorResponses(401, 403, 404, 422) },
});

export const updateServiceRoute = createRoute({
  method: 'put',
  path: '/api/partner-dashboard/{id}/services/{serviceId}',
  tags,
  summary: 'Een dienst wijzigen',
  request: { params: ServiceParams, ...jsonBody(PartnerServiceInputSchema) },
  responses: { 200: jsonResponse(PartnerServiceSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const removeServiceRoute = createRoute({
  method: 'delete',
  path: '/api/partner-dashboard/{id}/services/{serviceId}',
  tags,
  summary: 'Een dienst verwijderen',
  request: { params: ServiceParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404) },
});

export const membersRoute = createRoute({
  method: 'get',
  path: '/api/partner-dashboard/{id}/members',
  tags,
  summary: 'Leden en open uitnodigingen van een partner',
  request: { params: IdParamsSchema },
  responses: { 200: jsonResponse(PartnerMembersSchema, 'Leden'), ...errorResponses(401, 403, 404) },
});

export const inviteMemberRoute = createRoute({
  method: 'post',
  path: '/api/partner-dashboard/{id}/invitations',
  tags,
  summary: 'Een collega uitnodigen als lid (leden en admins)',
  request: { params: IdParamsSchema, ...jsonBody(PartnerMemberInviteInputSchema) },
  responses: { 201: jsonResponse(PartnerInvitationSchema, 'Uitgenodigd'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/api/partner-dashboard/{id}/members/{userId}',
  tags,
  summary: 'Een lid verwijderen (eigenaren en admins; de laatste eigenaar blijft)',
  request: { params: MemberParams },
  responses: { 204: { description: 'Verwijderd' }, ...errorResponses(401, 403, 404, 409) },
});

export const memberRoleRoute = createRoute({
  method: 'put',
  path: '/api/partner-dashboard/{id}/members/{userId}/role',
  tags,
  summary: 'Een lid eigenaar maken of weer lid (eigenaren en admins)',
  request: {
    params: MemberParams,
    ...jsonBody(z.object({ role: z.enum(PARTNER_MEMBER_ROLES, { error: 'Kies eigenaar of lid' }) })),
  },
  responses: { 204: { description: 'Gewijzigd' }, ...errorResponses(401, 403, 404, 409, 422) },
});

export const revokeInvitationRoute = createRoute({
  method: 'delete',
  path: '/api/partner-dashboard/{id}/invitations/{invitationId}',
  tags,
  summary: 'Een openstaande uitnodiging intrekken (eigenaren en admins)',
  request: { params: InvitationParams },
  responses: { 204: { description: 'Ingetrokken' }, ...errorResponses(401, 403, 404) },
});

// Public

export const listRoute = createRoute({
  method: 'get',
  path: '/api/partners',
  tags,
  summary: 'Goedgekeurde partners, te filteren op soort en zoektekst',
  request: { query: PartnerListQuerySchema },
  responses: { 200: jsonResponse(z.array(PartnerSummarySchema), 'Partners'), ...errorResponses(422) },
});

export const pageRoute = createRoute({
  method: 'get',
  path: '/api/partners/{slug}',
  tags,
  summary: 'De openbare pagina van een goedgekeurde partner met zijn diensten',
  request: { params: SlugParams },
  responses: { 200: jsonResponse(PartnerPageSchema, 'Partner'), ...errorResponses(404) },
});

export const serviceRoute = createRoute({
  method: 'get',
  path: '/api/partners/{slug}/services/{serviceId}',
  tags,
  summary: 'Eén dienst van een goedgekeurde partner',
  request: { params: z.object({ slug: z.string().min(1), serviceId: z.string().min(1) }) },
  responses: { 200: jsonResponse(PartnerServicePageSchema, 'Dienst'), ...errorResponses(404) },
});

/** Hono path of the logo upload, for its body limit. */
export const LOGO_PATH = '/api/partner-dashboard/:id/logo';
