import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './advanced.routes.ts';
import * as advanced from './advanced.service.ts';

export const getSettings: Handler<typeof routes.getSettingsRoute> = async (c) =>
  c.json(await advanced.getSettings(serviceContext(c)), 200);

export const updateSettings: Handler<typeof routes.updateSettingsRoute> = async (c) =>
  c.json(await advanced.updateSettings(serviceContext(c), c.req.valid('json')), 200);

export const settingsHistory: Handler<typeof routes.settingsHistoryRoute> = async (c) =>
  c.json(await advanced.settingsHistory(serviceContext(c)), 200);

export const platformStatus: Handler<typeof routes.platformStatusRoute> = async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(await advanced.publicStatus(serviceContext(c)), 200);
};
