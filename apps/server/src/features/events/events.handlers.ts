import { serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import * as cancelLinks from './cancel.service.ts';
import type * as r from './events.routes.ts';
import * as s from './events.service.ts';
import { checkSignupLimit } from './signup-limit.ts';

export const organiserEvents: Handler<typeof r.organiserEventsRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.organiserEvents(serviceContext(c), kind, id), 200);
};
export const create: Handler<typeof r.createEventRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.createEvent(serviceContext(c), kind, id, c.req.valid('json')), 201);
};
export const update: Handler<typeof r.updateEventRoute> = async (c) => {
  const { kind, id, eventId } = c.req.valid('param');
  return c.json(await s.updateEvent(serviceContext(c), kind, id, eventId, c.req.valid('json')), 200);
};
export const remove: Handler<typeof r.removeEventRoute> = async (c) => {
  const { kind, id, eventId } = c.req.valid('param');
  await s.removeEvent(serviceContext(c), kind, id, eventId);
  return c.body(null, 204);
};
export const upcoming: Handler<typeof r.upcomingRoute> = async (c) =>
  c.json(await s.upcomingEvents(serviceContext(c), c.req.valid('query')), 200);
export const event: Handler<typeof r.eventRoute> = async (c) =>
  c.json(await s.publicEvent(serviceContext(c), c.req.valid('param').id), 200);
export const ics: Handler<typeof r.icsRoute> = async (c) => {
  const id = c.req.valid('param').id;
  const body = await s.eventCalendar(serviceContext(c), id);
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="evenement-${id.slice(0, 8)}.ics"`,
  });
};
/** The router's tuning: which client address counts (behind a proxy or not) and the sign-ups per address per hour. */
export const signup =
  (tuning: { trustProxy: boolean; signupsPerHour: number }): Handler<typeof r.signupRoute> =>
  async (c) => {
    const ctx = serviceContext(c);
    await checkSignupLimit(ctx.db, rateLimitKey(c, tuning.trustProxy), tuning.signupsPerHour);
    return c.json(await s.signUp(ctx, c.req.valid('param').id, c.req.valid('json')), 201);
  };

export const cancelView: Handler<typeof r.cancelViewRoute> = async (c) =>
  c.json(await cancelLinks.cancelView(serviceContext(c), c.req.valid('param').id, c.req.valid('query').token), 200);
export const cancel: Handler<typeof r.cancelRoute> = async (c) => {
  await cancelLinks.cancelSignup(serviceContext(c), c.req.valid('param').id, c.req.valid('json').token);
  return c.body(null, 204);
};
