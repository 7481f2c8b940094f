import { createRouter } from '../../platform/openapi.ts';
import * as h from './coffeeshops.handlers.ts';
import * as r from './coffeeshops.routes.ts';
import * as d from './shop-details.routes.ts';
import * as n from './shop-news.routes.ts';

export function coffeeshopsRouter() {
  return createRouter()
    .openapi(r.listOptionsRoute, h.listOptions)
    .openapi(r.listCitiesRoute, h.listCities)
    .openapi(r.finderRoute, h.finder)
    .openapi(r.onlineMenusRoute, h.onlineMenus)
    .openapi(r.listShopsRoute, h.listShops)
    .openapi(r.getShopRoute, h.getShop)
    .openapi(r.updateSettingsRoute, h.updateSettings)
    .openapi(r.getNewsRoute, h.getNews)
    .openapi(d.getDetailsRoute, h.getDetails)
    .openapi(d.updateDetailsRoute, h.updateDetails)
    .openapi(n.listNewsRoute, h.listShopNews)
    .openapi(n.publishNewsRoute, h.publishShopNews)
    .openapi(n.removeNewsRoute, h.removeShopNews);
}
export {
  type ProductFilter,
  selectVisibleProducts,
  visibleMenus,
  visibleProductsWhere,
  visibleShopsWhere,
} from './coffeeshops.queries.ts';
export { getShop } from './coffeeshops.service.ts';
export { productView } from './product-view.ts';
export { auditAdminShopChange, requireShopAccess, type ShopAccess } from './shop-access.ts';
export { toEditableShop } from './shop-details.service.ts';
export { shopShell } from './shop-shell.ts';
