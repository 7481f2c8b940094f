import { createRouter } from '../../platform/openapi.ts';
import * as h from './telers.handlers.ts';
import * as r from './telers.routes.ts';

export { telerPageShell } from './teler-shell.ts';

/** Public grower pages and the admins' grower manager (`/api/admin/telers`, guarded in app.ts). */
export function telersRouter() {
  return createRouter()
    .openapi(r.listTelerOptionsRoute, h.listOptions)
    .openapi(r.listTelersRoute, h.list)
    .openapi(r.getTelerRoute, h.get)
    .openapi(r.listAllRoute, h.listAll)
    .openapi(r.createTelerRoute, h.create)
    .openapi(r.updateTelerRoute, h.update);
}
