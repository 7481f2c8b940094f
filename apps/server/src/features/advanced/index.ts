import { createRouter } from '../../platform/openapi.ts';
import * as h from './advanced.handlers.ts';
import * as r from './advanced.routes.ts';

/** `/admin/advanced`: platform settings without a restart, their history, and the public status (ADR 058). */
export function advancedRouter() {
  return createRouter()
    .openapi(r.getSettingsRoute, h.getSettings)
    .openapi(r.updateSettingsRoute, h.updateSettings)
    .openapi(r.settingsHistoryRoute, h.settingsHistory)
    .openapi(r.platformStatusRoute, h.platformStatus);
}
