import { createAddressWindow } from '../../platform/address-window.ts';
import { createRouter } from '../../platform/openapi.ts';
import { ingestHandler } from './analytics.handlers.ts';
import * as r from './analytics.routes.ts';
import type { AnalyticsState } from './analytics.service.ts';

export { flushAnalyticsEvents } from './event-writer.ts';
export { defineAnalyticsRollup, rollUpAnalytics } from './rollup.ts';

export function analyticsRouter(options: { trustProxy: boolean; eventsPerMinute: number }) {
  const state: AnalyticsState = { limiter: createAddressWindow(options.eventsPerMinute), perDatabase: new WeakMap() };
  return createRouter().openapi(r.ingestRoute, ingestHandler(state, options.trustProxy));
}
