import { createRouter } from '../../platform/openapi.ts';
import type { BookingLimits } from './booking-limits.ts';
import * as e from './editing.routes.ts';
import * as fh from './floor.handlers.ts';
import * as f from './floor.routes.ts';
import * as h from './horeca.handlers.ts';
import * as r from './horeca.routes.ts';
import * as m from './manager.routes.ts';
import { managerEvents } from './manager-events.ts';

export { availability, book, FULL_MESSAGE } from './booking.service.ts';
export { countHit } from './booking-limits.queries.ts';
export type { BookingLimits } from './booking-limits.ts';
export { courseMenuShell } from './course-menu-shell.ts';
export { addDish, createVenue } from './editing.service.ts';
export { managedVenues, managerDay } from './manager.service.ts';
export { watchVenueMenu } from './menu-webhooks.ts';
export { defineReservationReminders, REMINDERS_JOB, type ReminderDeps, sendDueReminders } from './reminders.ts';
export { venueShell } from './venue-shell.ts';
export { getVenue, managedVenueMenu } from './venues.service.ts';

/** The router's own tuning; mail, the public URL and the database come from each request's service context. */
export interface HorecaTuning {
  trustProxy: boolean;
  bookingLimits: BookingLimits;
  /** Ends open event streams when the server stops. */
  shutdown: AbortSignal;
}

export function horecaRouter(tuning: HorecaTuning) {
  const router = createRouter();
  // Live updates for /horeca-manager (Server-Sent Events; not part of the OpenAPI document, like the screens' stream).
  router.get('/api/horeca/manage/venues/:id/events', (c) => managerEvents(c, tuning.shutdown));
  return (
    router
      .openapi(r.listVenuesRoute, h.listVenues)
      .openapi(r.filtersRoute, h.filters)
      .openapi(r.courseMenuRoute, h.courseMenu)
      .openapi(r.availabilityRoute, h.availability)
      // After availability: /venues/{plaats}/{slug} would also match /venues/{id}/availability.
      .openapi(r.venueRoute, h.venue)
      .openapi(r.bookRoute, h.book(tuning))
      .openapi(r.guestReservationRoute, h.guestReservation)
      .openapi(r.guestChangeRoute, h.guestChange)
      .openapi(r.guestCancelRoute, h.guestCancel)
      .openapi(m.managedVenuesRoute, h.managedVenues)
      .openapi(m.managerDayRoute, h.managerDay)
      .openapi(m.walkInRoute, h.walkIn)
      .openapi(m.blockRoute, h.block)
      .openapi(m.removeBlockRoute, h.removeBlock)
      .openapi(m.statusRoute, h.changeStatus)
      .openapi(m.moveRoute, h.move)
      .openapi(m.adminReservationsRoute, h.adminReservations)
      .openapi(f.floorRoute, fh.getFloor)
      .openapi(f.addAreaRoute, fh.addArea)
      .openapi(f.renameAreaRoute, fh.renameArea)
      .openapi(f.removeAreaRoute, fh.removeArea)
      .openapi(f.addTableRoute, fh.addTable)
      .openapi(f.updateTableRoute, fh.updateTable)
      .openapi(f.moveTableRoute, fh.moveTable)
      .openapi(f.removeTableRoute, fh.removeTable)
      .openapi(f.phoneBookingRoute, fh.phoneBooking)
      .openapi(e.editVenueRoute, h.editVenue)
      .openapi(e.updateVenueRoute, h.updateVenue)
      .openapi(e.replaceMenuRoute, h.replaceMenu)
      .openapi(e.createCourseMenuRoute, h.createCourseMenu)
      .openapi(e.updateCourseMenuRoute, h.updateCourseMenu)
      .openapi(e.removeCourseMenuRoute, h.removeCourseMenu)
      .openapi(e.venueListRoute, h.listAllVenues)
      .openapi(e.createVenueRoute, h.createVenue)
      .openapi(e.venueActiveRoute, h.setVenueActive)
      .openapi(e.venueOwnerRoute, h.transferVenue)
  );
}
