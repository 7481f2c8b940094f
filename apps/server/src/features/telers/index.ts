import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import { listTelerOptionsRoute } from './telers.routes.ts';
import { listTelerOptions } from './telers.service.ts';

export function telersRouter() {
  return createRouter().openapi(listTelerOptionsRoute, async (c) => c.json(await listTelerOptions(serviceContext(c)), 200));
}
