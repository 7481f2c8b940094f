import { createRouter } from '../../platform/openapi.ts';
import * as h from './menu.handlers.ts';
import * as r from './menu.routes.ts';

export function menuRouter() {
  return createRouter()
    .openapi(r.managedShopsRoute, h.managedShops)
    .openapi(r.listProductsRoute, h.listProducts)
    .openapi(r.createProductRoute, h.createProduct)
    .openapi(r.updateProductRoute, h.updateProduct)
    .openapi(r.bulkPriceRoute, h.bulkPrice)
    .openapi(r.exportCsvRoute, h.exportCsv)
    .openapi(r.importCsvRoute, h.importCsv);
}

export { createProduct, listManagedShops, listProducts, updateProduct } from './menu.service.ts';
