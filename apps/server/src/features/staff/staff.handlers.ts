import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import * as invitations from './invitation.service.ts';
import type * as routes from './staff.routes.ts';
import * as s from './staff.service.ts';

export const list: Handler<typeof routes.listStaffRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.listStaff(serviceContext(c), kind, id), 200);
};

export const invite: Handler<typeof routes.inviteRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.invite(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const revoke: Handler<typeof routes.revokeRoute> = async (c) => {
  const { kind, id, invitationId } = c.req.valid('param');
  await s.revokeInvitation(serviceContext(c), kind, id, invitationId);
  return c.body(null, 204);
};

export const updatePermissions: Handler<typeof routes.updatePermissionsRoute> = async (c) => {
  const { kind, id, userId } = c.req.valid('param');
  await s.updatePermissions(serviceContext(c), kind, id, userId, c.req.valid('json'));
  return c.body(null, 204);
};

export const remove: Handler<typeof routes.removeManagerRoute> = async (c) => {
  const { kind, id, userId } = c.req.valid('param');
  await s.removeManager(serviceContext(c), kind, id, userId);
  return c.body(null, 204);
};

export const preview: Handler<typeof routes.previewRoute> = async (c) =>
  c.json(await invitations.previewInvitation(serviceContext(c), c.req.valid('param').token), 200);

export const accept: Handler<typeof routes.acceptRoute> = async (c) =>
  c.json(await invitations.acceptInvitation(serviceContext(c), c.req.valid('param').token), 200);
