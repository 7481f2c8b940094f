import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { listPlaces, setPlaceActive, transferPlace } from '../../platform/place-admin.ts';
import type * as routes from './cannabis-admin.routes.ts';
import * as s from './cannabis-admin.service.ts';
import { createCoffeeshop } from './shop-create.service.ts';

export const products: Handler<typeof routes.productsRoute> = async (c) =>
  c.json(await s.adminProducts(serviceContext(c), c.req.valid('query')), 200);
export const overview: Handler<typeof routes.overviewRoute> = async (c) =>
  c.json(await s.cannabisOverview(serviceContext(c)), 200);
export const createShop: Handler<typeof routes.createShopRoute> = async (c) =>
  c.json(await createCoffeeshop(serviceContext(c), c.req.valid('json')), 201);
export const setShopActive: Handler<typeof routes.shopActiveRoute> = async (c) =>
  c.json(await setPlaceActive(serviceContext(c), 'coffeeshop', c.req.valid('param').id, c.req.valid('json')), 200);
export const transferShop: Handler<typeof routes.shopOwnerRoute> = async (c) =>
  c.json(await transferPlace(serviceContext(c), 'coffeeshop', c.req.valid('param').id, c.req.valid('json')), 200);
export const listShops: Handler<typeof routes.shopListRoute> = async (c) =>
  c.json(await listPlaces(serviceContext(c), 'coffeeshop'), 200);
