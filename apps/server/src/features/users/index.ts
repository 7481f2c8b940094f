import { createRouter } from '../../platform/openapi.ts';
import * as h from './users.handlers.ts';
import * as r from './users.routes.ts';

export function usersRouter() {
  return createRouter()
    .openapi(r.listUsersRoute, h.listUsers)
    .openapi(r.listAdminsRoute, h.listAdmins)
    .openapi(r.changeRoleRoute, h.changeRole)
    .openapi(r.changeStatusRoute, h.changeStatus)
    .openapi(r.changeEditorRoute, h.changeEditor);
}
