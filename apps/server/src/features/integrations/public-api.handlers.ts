import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type { BookingLimits } from '../horeca/index.ts';
import type * as r from './public-api.routes.ts';
import * as s from './public-api.service.ts';

export const products: Handler<typeof r.apiProductsRoute> = async (c) =>
  c.json(
    await s.apiListProducts(serviceContext(c), c.req.header('authorization'), c.req.valid('param').id, c.req.valid('query')),
    200,
  );

export const updateProduct: Handler<typeof r.apiUpdateProductRoute> = async (c) => {
  const { id, productId } = c.req.valid('param');
  return c.json(
    await s.apiUpdateProduct(serviceContext(c), c.req.header('authorization'), id, productId, c.req.valid('json')),
    200,
  );
};

export const venueMenu: Handler<typeof r.apiVenueMenuRoute> = async (c) =>
  c.json(await s.apiVenueMenu(serviceContext(c), c.req.header('authorization'), c.req.valid('param').id), 200);

export const reservations: Handler<typeof r.apiReservationsRoute> = async (c) =>
  c.json(
    await s.apiListReservations(
      serviceContext(c),
      c.req.header('authorization'),
      c.req.valid('param').id,
      c.req.valid('query').date,
    ),
    200,
  );

export const createReservation =
  (limits: BookingLimits): Handler<typeof r.apiCreateReservationRoute> =>
  async (c) =>
    c.json(
      await s.apiCreateReservation(
        serviceContext(c),
        limits,
        c.req.header('authorization'),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      201,
    );
