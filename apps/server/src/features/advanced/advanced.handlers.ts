import type { OperationalDefaults } from '@platform/core';
import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './advanced.routes.ts';
import * as advanced from './advanced.service.ts';

export const getSettings =
  (defaults: OperationalDefaults): Handler<typeof routes.getSettingsRoute> =>
  async (c) =>
    c.json(await advanced.getSettings(serviceContext(c), defaults), 200);

export const updateSettings =
  (defaults: OperationalDefaults): Handler<typeof routes.updateSettingsRoute> =>
  async (c) =>
    c.json(await advanced.updateSettings(serviceContext(c), c.req.valid('json'), defaults), 200);

export const settingsHistory: Handler<typeof routes.settingsHistoryRoute> = async (c) =>
  c.json(await advanced.settingsHistory(serviceContext(c)), 200);

export const platformStatus =
  (defaults: OperationalDefaults): Handler<typeof routes.platformStatusRoute> =>
  async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await advanced.publicStatus(serviceContext(c), defaults), 200);
  };
