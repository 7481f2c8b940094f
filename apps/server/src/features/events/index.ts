import { createRouter } from '../../platform/openapi.ts';
import * as h from './events.handlers.ts';
import * as r from './events.routes.ts';
import { SIGNUPS_PER_HOUR } from './signup-limit.ts';

export { eventShell } from './event-shell.ts';
export { upcomingEvents } from './events.service.ts';

/** Events of the platform, partners, coffeeshops and venues with sign-up and .ics (issue 19, ADR 049). */
export function eventsRouter(tuning: { trustProxy: boolean; signupsPerHour?: number }) {
  return createRouter()
    .openapi(r.organiserEventsRoute, h.organiserEvents)
    .openapi(r.createEventRoute, h.create)
    .openapi(r.updateEventRoute, h.update)
    .openapi(r.removeEventRoute, h.remove)
    .openapi(r.upcomingRoute, h.upcoming)
    .openapi(r.eventRoute, h.event)
    .openapi(r.icsRoute, h.ics)
    .openapi(r.cancelViewRoute, h.cancelView)
    .openapi(r.cancelRoute, h.cancel)
    .openapi(
      r.signupRoute,
      h.signup({ trustProxy: tuning.trustProxy, signupsPerHour: tuning.signupsPerHour ?? SIGNUPS_PER_HOUR }),
    );
}
