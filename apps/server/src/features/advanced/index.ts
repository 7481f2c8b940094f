import { BUILT_IN_OPERATIONAL_DEFAULTS, type OperationalDefaults } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import * as h from './advanced.handlers.ts';
import * as r from './advanced.routes.ts';

/** `/admin/advanced`: platform settings without a restart, their history, and the public status (ADR 058). */
export function advancedRouter(tuning: { defaults: OperationalDefaults } = { defaults: BUILT_IN_OPERATIONAL_DEFAULTS }) {
  return createRouter()
    .openapi(r.getSettingsRoute, h.getSettings(tuning.defaults))
    .openapi(r.updateSettingsRoute, h.updateSettings(tuning.defaults))
    .openapi(r.settingsHistoryRoute, h.settingsHistory)
    .openapi(r.platformStatusRoute, h.platformStatus(tuning.defaults));
}
