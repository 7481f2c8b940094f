import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import * as r from './menu.routes.ts';
import * as s from './menu.service.ts';

export function menuRouter() {
  return createRouter()
    .openapi(r.managedShopsRoute, async (c) => c.json(await s.listManagedShops(serviceContext(c)), 200))
    .openapi(r.listProductsRoute, async (c) =>
      c.json(await s.listProducts(serviceContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(r.createProductRoute, async (c) =>
      c.json(await s.createProduct(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(r.updateProductRoute, async (c) => {
      const { id, productId } = c.req.valid('param');
      return c.json(await s.updateProduct(serviceContext(c), id, productId, c.req.valid('json')), 200);
    })
    .openapi(r.bulkPriceRoute, async (c) =>
      c.json(await s.bulkPrice(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.exportCsvRoute, async (c) => {
      const csv = await s.exportCsv(serviceContext(c), c.req.valid('param').id);
      c.header('Content-Disposition', 'attachment; filename="menu.csv"');
      return c.body(`\uFEFF${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .openapi(r.importCsvRoute, async (c) =>
      c.json(await s.importCsv(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
