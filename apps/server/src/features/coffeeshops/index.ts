import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import { listOptionsRoute } from './coffeeshops.routes.ts';
import { listCoffeeshopOptions } from './coffeeshops.service.ts';

export function coffeeshopsRouter() {
  return createRouter().openapi(listOptionsRoute, async (c) => c.json(await listCoffeeshopOptions(serviceContext(c)), 200));
}
