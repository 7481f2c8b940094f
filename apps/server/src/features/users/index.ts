import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import { changeRoleRoute, changeStatusRoute, listAdminsRoute, listUsersRoute } from './users.routes.ts';
import { changeRole, changeStatus, listAdmins, listUsers } from './users.service.ts';

export function usersRouter() {
  return createRouter()
    .openapi(listUsersRoute, async (c) => c.json(await listUsers(serviceContext(c), c.req.valid('query')), 200))
    .openapi(listAdminsRoute, async (c) => c.json(await listAdmins(serviceContext(c)), 200))
    .openapi(changeRoleRoute, async (c) =>
      c.json(await changeRole(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(changeStatusRoute, async (c) =>
      c.json(await changeStatus(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
