import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './telers.routes.ts';
import * as s from './telers.service.ts';
import * as admin from './telers-admin.service.ts';

export const listOptions: Handler<typeof routes.listTelerOptionsRoute> = async (c) =>
  c.json(await s.listTelerOptions(serviceContext(c)), 200);
export const list: Handler<typeof routes.listTelersRoute> = async (c) =>
  c.json(await s.listTelers(serviceContext(c), c.req.valid('query').plaats), 200);
export const get: Handler<typeof routes.getTelerRoute> = async (c) =>
  c.json(await s.getTeler(serviceContext(c), c.req.valid('param').slug), 200);

// /admin/grower-manager: list, insert and update growers.
export const listAll: Handler<typeof routes.listAllRoute> = async (c) =>
  c.json(await admin.listAllTelers(serviceContext(c)), 200);
export const create: Handler<typeof routes.createTelerRoute> = async (c) =>
  c.json(await admin.createTeler(serviceContext(c), c.req.valid('json')), 201);
export const update: Handler<typeof routes.updateTelerRoute> = async (c) =>
  c.json(await admin.updateTeler(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
