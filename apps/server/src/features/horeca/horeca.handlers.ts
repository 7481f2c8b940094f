import { serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import { listPlaces, setPlaceActive, transferPlace } from '../../platform/place-admin.ts';
import * as booking from './booking.service.ts';
import type { BookingLimits } from './booking-limits.ts';
import type * as editingRoutes from './editing.routes.ts';
import * as editing from './editing.service.ts';
import * as guest from './guest.service.ts';
import type * as routes from './horeca.routes.ts';
import type * as managerRoutes from './manager.routes.ts';
import * as manager from './manager.service.ts';
import * as status from './reservation-status.service.ts';
import * as venues from './venues.service.ts';

// ── Public ──
export const listVenues: Handler<typeof routes.listVenuesRoute> = async (c) =>
  c.json(await venues.listVenues(serviceContext(c), c.req.valid('query')), 200);
export const filters: Handler<typeof routes.filtersRoute> = async (c) =>
  c.json(await venues.venueFilters(serviceContext(c)), 200);
export const courseMenu: Handler<typeof routes.courseMenuRoute> = async (c) =>
  c.json(await venues.getCourseMenu(serviceContext(c), c.req.valid('param').id), 200);
export const availability: Handler<typeof routes.availabilityRoute> = async (c) =>
  c.json(await booking.availability(serviceContext(c), c.req.valid('param').id, c.req.valid('query')), 200);
export const venue: Handler<typeof routes.venueRoute> = async (c) => {
  const { plaats, slug } = c.req.valid('param');
  return c.json(await venues.getVenue(serviceContext(c), plaats, slug), 200);
};
/** The router's tuning: which client address counts (behind a proxy or not) and the booking limits. */
export const book =
  (tuning: { trustProxy: boolean; bookingLimits: BookingLimits }): Handler<typeof routes.bookRoute> =>
  async (c) => {
    const address = rateLimitKey(c, tuning.trustProxy);
    return c.json(
      await booking.book(serviceContext(c), tuning.bookingLimits, c.req.valid('param').id, c.req.valid('json'), address),
      201,
    );
  };
export const guestReservation: Handler<typeof routes.guestReservationRoute> = async (c) =>
  c.json(await guest.guestReservation(serviceContext(c), c.req.valid('param').token), 200);
export const guestChange: Handler<typeof routes.guestChangeRoute> = async (c) =>
  c.json(await guest.changeByGuest(serviceContext(c), c.req.valid('param').token, c.req.valid('json')), 200);
export const guestCancel: Handler<typeof routes.guestCancelRoute> = async (c) =>
  c.json(await guest.cancelByGuest(serviceContext(c), c.req.valid('param').token), 200);

// ── Owners, managers and admins ──
export const managedVenues: Handler<typeof managerRoutes.managedVenuesRoute> = async (c) =>
  c.json(await manager.managedVenues(serviceContext(c)), 200);
export const managerDay: Handler<typeof managerRoutes.managerDayRoute> = async (c) =>
  c.json(await manager.managerDay(serviceContext(c), c.req.valid('param').id, c.req.valid('query').date), 200);
export const walkIn: Handler<typeof managerRoutes.walkInRoute> = async (c) =>
  c.json(await manager.addWalkIn(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const block: Handler<typeof managerRoutes.blockRoute> = async (c) =>
  c.json(await manager.addBlock(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const removeBlock: Handler<typeof managerRoutes.removeBlockRoute> = async (c) => {
  await manager.removeBlock(serviceContext(c), c.req.valid('param').id);
  return c.body(null, 204);
};
export const changeStatus: Handler<typeof managerRoutes.statusRoute> = async (c) =>
  c.json(await status.changeStatus(serviceContext(c), c.req.valid('param').id, c.req.valid('json').status), 200);
export const move: Handler<typeof managerRoutes.moveRoute> = async (c) =>
  c.json(await status.moveReservation(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const adminReservations: Handler<typeof managerRoutes.adminReservationsRoute> = async (c) =>
  c.json(await manager.allReservations(serviceContext(c), c.req.valid('query').date), 200);

// ── Editing ──
export const editVenue: Handler<typeof editingRoutes.editVenueRoute> = async (c) =>
  c.json(await editing.editableVenue(serviceContext(c), c.req.valid('param').id), 200);
export const updateVenue: Handler<typeof editingRoutes.updateVenueRoute> = async (c) =>
  c.json(await editing.updateVenue(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const replaceMenu: Handler<typeof editingRoutes.replaceMenuRoute> = async (c) =>
  c.json(await editing.replaceMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const createCourseMenu: Handler<typeof editingRoutes.createCourseMenuRoute> = async (c) =>
  c.json(await editing.createCourseMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
export const updateCourseMenu: Handler<typeof editingRoutes.updateCourseMenuRoute> = async (c) =>
  c.json(await editing.updateCourseMenu(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const removeCourseMenu: Handler<typeof editingRoutes.removeCourseMenuRoute> = async (c) => {
  await editing.removeCourseMenu(serviceContext(c), c.req.valid('param').id);
  return c.body(null, 204);
};
export const createVenue: Handler<typeof editingRoutes.createVenueRoute> = async (c) =>
  c.json(await editing.createVenue(serviceContext(c), c.req.valid('json')), 201);
export const listAllVenues: Handler<typeof editingRoutes.venueListRoute> = async (c) =>
  c.json(await listPlaces(serviceContext(c), 'venue'), 200);
export const setVenueActive: Handler<typeof editingRoutes.venueActiveRoute> = async (c) =>
  c.json(await setPlaceActive(serviceContext(c), 'venue', c.req.valid('param').id, c.req.valid('json')), 200);
export const transferVenue: Handler<typeof editingRoutes.venueOwnerRoute> = async (c) =>
  c.json(await transferPlace(serviceContext(c), 'venue', c.req.valid('param').id, c.req.valid('json')), 200);
