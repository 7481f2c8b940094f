import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './menu.routes.ts';
import * as s from './menu.service.ts';

export const managedShops: Handler<typeof routes.managedShopsRoute> = async (c) =>
  c.json(await s.listManagedShops(serviceContext(c)), 200);
export const listProducts: Handler<typeof routes.listProductsRoute> = async (c) =>
  c.json(await s.listProducts(serviceContext(c), c.req.valid('param').id, c.req.valid('query')), 200);
export const createProduct: Handler<typeof routes.createProductRoute> = async (c) =>
  c.json(await s.createProduct(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);

export const updateProduct: Handler<typeof routes.updateProductRoute> = async (c) => {
  const { id, productId } = c.req.valid('param');
  return c.json(await s.updateProduct(serviceContext(c), id, productId, c.req.valid('json')), 200);
};

export const bulkPrice: Handler<typeof routes.bulkPriceRoute> = async (c) =>
  c.json(await s.bulkPrice(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);

/** With a byte order mark, so Excel reads the file as UTF-8. */
export const exportCsv: Handler<typeof routes.exportCsvRoute> = async (c) => {
  const csv = await s.exportCsv(serviceContext(c), c.req.valid('param').id);
  c.header('Content-Disposition', 'attachment; filename="menu.csv"');
  return c.body(`\uFEFF${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
};

export const importCsv: Handler<typeof routes.importCsvRoute> = async (c) =>
  c.json(await s.importCsv(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
