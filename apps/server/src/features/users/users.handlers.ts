import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './users.routes.ts';
import * as users from './users.service.ts';

export const listUsers: Handler<typeof routes.listUsersRoute> = async (c) =>
  c.json(await users.listUsers(serviceContext(c), c.req.valid('query')), 200);
export const listAdmins: Handler<typeof routes.listAdminsRoute> = async (c) =>
  c.json(await users.listAdmins(serviceContext(c)), 200);
export const changeRole: Handler<typeof routes.changeRoleRoute> = async (c) =>
  c.json(await users.changeRole(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const changeStatus: Handler<typeof routes.changeStatusRoute> = async (c) =>
  c.json(await users.changeStatus(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const changeEditor: Handler<typeof routes.changeEditorRoute> = async (c) =>
  c.json(await users.changeEditor(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
