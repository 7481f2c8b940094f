import { serviceContext } from '../../context.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { createRouter } from '../../platform/openapi.ts';
import { availability, type BookingDeps, book, cancelByGuest, changeByGuest, guestReservation } from './booking.service.ts';
import * as e from './editing.service.ts';
import * as r from './horeca.routes.ts';
import * as m from './manager.service.ts';
import { managerEvents } from './manager-events.ts';
import { getCourseMenu, getVenue, listVenues, venueFilters } from './venues.service.ts';

export { FULL_MESSAGE } from './booking.service.ts';
export { defineReservationReminders, REMINDERS_JOB, type ReminderDeps, sendDueReminders } from './reminders.ts';

export function horecaRouter(deps: BookingDeps) {
  const router = createRouter();
  // Live updates for /horeca-manager (Server-Sent Events; not part of the OpenAPI document, like the screens' stream).
  router.get('/api/horeca/manage/venues/:id/events', (c) => managerEvents(c, deps.shutdown));
  return (
    router
      .openapi(r.listVenuesRoute, async (c) => c.json(await listVenues(serviceContext(c), c.req.valid('query')), 200))
      .openapi(r.filtersRoute, async (c) => c.json(await venueFilters(serviceContext(c)), 200))
      .openapi(r.courseMenuRoute, async (c) => c.json(await getCourseMenu(serviceContext(c), c.req.valid('param').id), 200))
      .openapi(r.availabilityRoute, async (c) =>
        c.json(await availability(serviceContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
      )
      // After availability: /venues/{plaats}/{slug} would also match /venues/{id}/availability.
      .openapi(r.venueRoute, async (c) => {
        const { plaats, slug } = c.req.valid('param');
        return c.json(await getVenue(serviceContext(c), plaats, slug), 200);
      })
      .openapi(r.bookRoute, async (c) => {
        const address = clientAddress(c, deps.trustProxy);
        return c.json(await book(serviceContext(c), deps, c.req.valid('param').id, c.req.valid('json'), address), 201);
      })
      .openapi(r.guestReservationRoute, async (c) =>
        c.json(await guestReservation(serviceContext(c), c.req.valid('param').token), 200),
      )
      .openapi(r.guestChangeRoute, async (c) =>
        c.json(await changeByGuest(serviceContext(c), deps, c.req.valid('param').token, c.req.valid('json')), 200),
      )
      .openapi(r.guestCancelRoute, async (c) =>
        c.json(await cancelByGuest(serviceContext(c), deps, c.req.valid('param').token), 200),
      )
      .openapi(r.managedVenuesRoute, async (c) => c.json(await m.managedVenues(serviceContext(c)), 200))
      .openapi(r.managerDayRoute, async (c) =>
        c.json(await m.managerDay(serviceContext(c), c.req.valid('param').id, c.req.valid('query').date), 200),
      )
      .openapi(r.walkInRoute, async (c) =>
        c.json(await m.addWalkIn(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201),
      )
      .openapi(r.blockRoute, async (c) =>
        c.json(await m.addBlock(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201),
      )
      .openapi(r.removeBlockRoute, async (c) => {
        await m.removeBlock(serviceContext(c), c.req.valid('param').id);
        return c.body(null, 204);
      })
      .openapi(r.statusRoute, async (c) =>
        c.json(await m.changeStatus(serviceContext(c), deps, c.req.valid('param').id, c.req.valid('json').status), 200),
      )
      .openapi(r.moveRoute, async (c) =>
        c.json(await m.moveReservation(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(r.adminReservationsRoute, async (c) =>
        c.json(await m.allReservations(serviceContext(c), c.req.valid('query').date), 200),
      )
      .openapi(r.editVenueRoute, async (c) => c.json(await e.editableVenue(serviceContext(c), c.req.valid('param').id), 200))
      .openapi(r.updateVenueRoute, async (c) =>
        c.json(await e.updateVenue(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(r.replaceMenuRoute, async (c) =>
        c.json(await e.replaceMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(r.createCourseMenuRoute, async (c) =>
        c.json(await e.createCourseMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201),
      )
      .openapi(r.updateCourseMenuRoute, async (c) =>
        c.json(await e.updateCourseMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(r.removeCourseMenuRoute, async (c) => {
        await e.removeCourseMenu(serviceContext(c), c.req.valid('param').id);
        return c.body(null, 204);
      })
      .openapi(r.createVenueRoute, async (c) => c.json(await e.createVenue(serviceContext(c), c.req.valid('json')), 201))
  );
}
