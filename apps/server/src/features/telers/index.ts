import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import { getTelerRoute, listTelerOptionsRoute, listTelersRoute } from './telers.routes.ts';
import { getTeler, listTelerOptions, listTelers } from './telers.service.ts';

export function telersRouter() {
  return createRouter()
    .openapi(listTelerOptionsRoute, async (c) => c.json(await listTelerOptions(serviceContext(c)), 200))
    .openapi(listTelersRoute, async (c) => c.json(await listTelers(serviceContext(c), c.req.valid('query').plaats), 200))
    .openapi(getTelerRoute, async (c) => c.json(await getTeler(serviceContext(c), c.req.valid('param').slug), 200));
}
export { telersAdminRouter } from './telers-admin.ts';
