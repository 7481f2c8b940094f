import { createRouter } from '../../platform/openapi.ts';
import * as h from './cannabis-admin.handlers.ts';
import * as r from './cannabis-admin.routes.ts';

export { createCoffeeshop } from './shop-create.service.ts';

export function cannabisAdminRouter() {
  return createRouter()
    .openapi(r.productsRoute, h.products)
    .openapi(r.overviewRoute, h.overview)
    .openapi(r.shopListRoute, h.listShops)
    .openapi(r.createShopRoute, h.createShop)
    .openapi(r.shopActiveRoute, h.setShopActive)
    .openapi(r.shopOwnerRoute, h.transferShop);
}
