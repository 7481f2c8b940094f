import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import * as r from './coffeeshops.routes.ts';
import * as s from './coffeeshops.service.ts';

export function coffeeshopsRouter() {
  return createRouter()
    .openapi(r.listOptionsRoute, async (c) => c.json(await s.listCoffeeshopOptions(serviceContext(c)), 200))
    .openapi(r.listCitiesRoute, async (c) => c.json(await s.listCities(serviceContext(c)), 200))
    .openapi(r.listShopsRoute, async (c) => c.json(await s.listShops(serviceContext(c), c.req.valid('query').plaats), 200))
    .openapi(r.getShopRoute, async (c) => {
      const { plaats, slug } = c.req.valid('param');
      return c.json(await s.getShop(serviceContext(c), plaats, slug), 200);
    })
    .openapi(r.updateSettingsRoute, async (c) =>
      c.json(await s.updateSettings(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.getNewsRoute, async (c) => {
      const { plaats, slug, newsSlug } = c.req.valid('param');
      return c.json(await s.getNews(serviceContext(c), plaats, slug, newsSlug), 200);
    });
}
export { requireShopAccess } from './shop-access.ts';
