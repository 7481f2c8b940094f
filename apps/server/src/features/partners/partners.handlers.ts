import { MAX_IMAGE_BYTES } from '@platform/core';
import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import * as dashboard from './partner-dashboard.service.ts';
import * as invitations from './partner-invitation.service.ts';
import * as team from './partner-members.service.ts';
import type * as r from './partners.routes.ts';
import * as s from './partners.service.ts';

export const adminList: Handler<typeof r.adminListRoute> = async (c) => c.json(await s.adminPartners(serviceContext(c)), 200);

export const adminInvite: Handler<typeof r.adminInviteRoute> = async (c) =>
  c.json(await s.invitePartner(serviceContext(c), c.req.valid('json')), 201);

export const adminStatus: Handler<typeof r.adminStatusRoute> = async (c) => {
  await s.setPartnerStatus(serviceContext(c), c.req.valid('param').id, c.req.valid('json'));
  return c.body(null, 204);
};

export const previewInvitation: Handler<typeof r.previewInvitationRoute> = async (c) =>
  c.json(await invitations.previewPartnerInvitation(serviceContext(c), c.req.valid('param').token), 200);

export const acceptInvitation: Handler<typeof r.acceptInvitationRoute> = async (c) =>
  c.json(await invitations.acceptPartnerInvitation(serviceContext(c), c.req.valid('param').token), 200);

export const myPartners: Handler<typeof r.myPartnersRoute> = async (c) =>
  c.json(await dashboard.myPartners(serviceContext(c)), 200);

export const managed: Handler<typeof r.managedRoute> = async (c) =>
  c.json(await dashboard.managedPartner(serviceContext(c), c.req.valid('param').id), 200);

export const updateProfile: Handler<typeof r.updateProfileRoute> = async (c) =>
  c.json(await dashboard.updateProfile(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);

export const logo: Handler<typeof r.logoRoute> = async (c) => {
  const read = async () => (await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding')).bytes;
  return c.json(await dashboard.uploadLogo(serviceContext(c), c.req.valid('param').id, read), 201);
};

export const addService: Handler<typeof r.addServiceRoute> = async (c) =>
  c.json(await dashboard.addService(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const updateService: Handler<typeof r.updateServiceRoute> = async (c) => {
  const { id, serviceId } = c.req.valid('param');
  return c.json(await dashboard.updateService(serviceContext(c), id, serviceId, c.req.valid('json')), 200);
};

export const removeService: Handler<typeof r.removeServiceRoute> = async (c) => {
  const { id, serviceId } = c.req.valid('param');
  await dashboard.removeService(serviceContext(c), id, serviceId);
  return c.body(null, 204);
};

export const members: Handler<typeof r.membersRoute> = async (c) =>
  c.json(await team.members(serviceContext(c), c.req.valid('param').id), 200);

export const removeMember: Handler<typeof r.removeMemberRoute> = async (c) => {
  const { id, userId } = c.req.valid('param');
  await team.removeMember(serviceContext(c), id, userId);
  return c.body(null, 204);
};

export const memberRole: Handler<typeof r.memberRoleRoute> = async (c) => {
  const { id, userId } = c.req.valid('param');
  await team.setMemberRole(serviceContext(c), id, userId, c.req.valid('json').role);
  return c.body(null, 204);
};

export const revokeInvitation: Handler<typeof r.revokeInvitationRoute> = async (c) => {
  const { id, invitationId } = c.req.valid('param');
  await team.revokeInvitation(serviceContext(c), id, invitationId);
  return c.body(null, 204);
};

export const inviteMember: Handler<typeof r.inviteMemberRoute> = async (c) =>
  c.json(await dashboard.inviteMember(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const list: Handler<typeof r.listRoute> = async (c) =>
  c.json(await s.publicPartners(serviceContext(c), c.req.valid('query')), 200);

export const page: Handler<typeof r.pageRoute> = async (c) =>
  c.json(await s.publicPartner(serviceContext(c), c.req.valid('param').slug), 200);

export const service: Handler<typeof r.serviceRoute> = async (c) => {
  const { slug, serviceId } = c.req.valid('param');
  return c.json(await s.publicService(serviceContext(c), slug, serviceId), 200);
};
