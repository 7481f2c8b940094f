import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { claimOpenShift } from './claims.service.ts';
import { decideAbsence, decideShiftRequest } from './decisions.service.ts';
import * as me from './employee.service.ts';
import { addTimeEntry, calendarFeed, hoursCsv, rejectTimeEntry } from './hours.service.ts';
import * as s from './planner.service.ts';
import type * as r from './staff-planner.routes.ts';

export const week: Handler<typeof r.weekRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.plannerWeek(serviceContext(c), kind, id, c.req.valid('query').week), 200);
};

export const addEmployee: Handler<typeof r.addEmployeeRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.addEmployee(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const editEmployee: Handler<typeof r.editEmployeeRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await s.editEmployee(serviceContext(c), kind, id, itemId, c.req.valid('json')), 200);
};

export const renewEmployeeLink: Handler<typeof r.renewEmployeeLinkRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await s.renewEmployeeCalendarLink(serviceContext(c), kind, id, itemId), 200);
};

export const renewMyLink: Handler<typeof r.renewMyLinkRoute> = async (c) =>
  c.json(await me.renewMyCalendarLink(serviceContext(c), c.req.valid('json').employeeId), 200);

export const addShift: Handler<typeof r.addShiftRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.addShift(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const editShift: Handler<typeof r.editShiftRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await s.editShift(serviceContext(c), kind, id, itemId, c.req.valid('json')), 200);
};

export const removeShift: Handler<typeof r.removeShiftRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  await s.removeShift(serviceContext(c), kind, id, itemId);
  return c.body(null, 204);
};

export const addTemplate: Handler<typeof r.addTemplateRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.addTemplate(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const removeTemplate: Handler<typeof r.removeTemplateRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  await s.removeTemplate(serviceContext(c), kind, id, itemId);
  return c.body(null, 204);
};

export const copyWeek: Handler<typeof r.copyWeekRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.copyWeek(serviceContext(c), kind, id, c.req.valid('json')), 200);
};

export const publish: Handler<typeof r.publishRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.publishWeek(serviceContext(c), kind, id, c.req.valid('json').week), 200);
};

export const decideRequest: Handler<typeof r.decideRequestRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await decideShiftRequest(serviceContext(c), kind, id, itemId, c.req.valid('json').approve), 200);
};

export const decideAbsenceHandler: Handler<typeof r.decideAbsenceRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await decideAbsence(serviceContext(c), kind, id, itemId, c.req.valid('json').approve), 200);
};

export const addEntry: Handler<typeof r.addTimeEntryRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await addTimeEntry(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const rejectEntry: Handler<typeof r.rejectTimeEntryRoute> = async (c) => {
  const { kind, id, itemId } = c.req.valid('param');
  return c.json(await rejectTimeEntry(serviceContext(c), kind, id, itemId, c.req.valid('json').reason), 200);
};

export const csv: Handler<typeof r.hoursCsvRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  const result = await hoursCsv(serviceContext(c), kind, id, c.req.valid('query'));
  return c.body(result.csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${result.filename}"`,
  });
};

export const linkRoster: Handler<typeof r.linkRosterRoute> = async (c) =>
  c.json(await me.linkMyRoster(serviceContext(c), c.req.valid('json').token), 200);
export const myRoster: Handler<typeof r.myRosterRoute> = async (c) =>
  c.json(await me.myRoster(serviceContext(c), c.req.valid('query').week), 200);

export const requestShift: Handler<typeof r.requestShiftRoute> = async (c) =>
  c.json(await me.requestShiftChange(serviceContext(c), c.req.valid('param').shiftId, c.req.valid('json')), 201);

export const addAbsence: Handler<typeof r.addAbsenceRoute> = async (c) =>
  c.json(await me.addAbsence(serviceContext(c), c.req.valid('json')), 201);

export const clockIn: Handler<typeof r.clockInRoute> = async (c) =>
  c.json(await me.clockIn(serviceContext(c), c.req.valid('json').employeeId), 200);

export const clockOut: Handler<typeof r.clockOutRoute> = async (c) =>
  c.json(await me.clockOut(serviceContext(c), c.req.valid('json').employeeId), 200);

export const calendar: Handler<typeof r.calendarRoute> = async (c) => {
  const body = await calendarFeed(serviceContext(c), c.req.valid('param').file);
  return c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store' });
};

export const claimShift: Handler<typeof r.claimShiftRoute> = async (c) =>
  c.json(await claimOpenShift(serviceContext(c), c.req.valid('param').shiftId, c.req.valid('json')), 201);
