import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './floor.routes.ts';
import * as floor from './floor.service.ts';
import { addPhoneBooking } from './phone-booking.service.ts';

export const getFloor: Handler<typeof routes.floorRoute> = async (c) =>
  c.json(await floor.getFloor(serviceContext(c), c.req.valid('param').id), 200);
export const addArea: Handler<typeof routes.addAreaRoute> = async (c) =>
  c.json(await floor.addArea(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const renameArea: Handler<typeof routes.renameAreaRoute> = async (c) =>
  c.json(await floor.renameArea(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const removeArea: Handler<typeof routes.removeAreaRoute> = async (c) => {
  await floor.removeArea(serviceContext(c), c.req.valid('param').id);
  return c.body(null, 204);
};
export const addTable: Handler<typeof routes.addTableRoute> = async (c) =>
  c.json(await floor.addTable(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const updateTable: Handler<typeof routes.updateTableRoute> = async (c) =>
  c.json(await floor.updateTable(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const moveTable: Handler<typeof routes.moveTableRoute> = async (c) =>
  c.json(await floor.moveTable(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const removeTable: Handler<typeof routes.removeTableRoute> = async (c) => {
  await floor.removeTable(serviceContext(c), c.req.valid('param').id);
  return c.body(null, 204);
};
export const phoneBooking: Handler<typeof routes.phoneBookingRoute> = async (c) =>
  c.json(await addPhoneBooking(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
