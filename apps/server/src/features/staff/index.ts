import { createRouter } from '../../platform/openapi.ts';
import * as h from './staff.handlers.ts';
import * as r from './staff.routes.ts';

/** Staff of shops and venues: one model for both brands (ADR 030). */
export function staffRouter() {
  return createRouter()
    .openapi(r.listStaffRoute, h.list)
    .openapi(r.inviteRoute, h.invite)
    .openapi(r.revokeRoute, h.revoke)
    .openapi(r.updatePermissionsRoute, h.updatePermissions)
    .openapi(r.removeManagerRoute, h.remove)
    .openapi(r.previewRoute, h.preview)
    .openapi(r.acceptRoute, h.accept);
}
