import { createRouter } from '../../platform/openapi.ts';
import * as h from './staff-planner.handlers.ts';
import * as r from './staff-planner.routes.ts';

/** Staff planner (issue 20, ADR 047): the manager's week grid, the employee's own roster and the calendar feed. */
export function staffPlannerRouter() {
  return createRouter()
    .openapi(r.weekRoute, h.week)
    .openapi(r.addEmployeeRoute, h.addEmployee)
    .openapi(r.editEmployeeRoute, h.editEmployee)
    .openapi(r.renewEmployeeLinkRoute, h.renewEmployeeLink)
    .openapi(r.addShiftRoute, h.addShift)
    .openapi(r.editShiftRoute, h.editShift)
    .openapi(r.removeShiftRoute, h.removeShift)
    .openapi(r.addTemplateRoute, h.addTemplate)
    .openapi(r.removeTemplateRoute, h.removeTemplate)
    .openapi(r.copyWeekRoute, h.copyWeek)
    .openapi(r.publishRoute, h.publish)
    .openapi(r.decideRequestRoute, h.decideRequest)
    .openapi(r.decideAbsenceRoute, h.decideAbsenceHandler)
    .openapi(r.addTimeEntryRoute, h.addEntry)
    .openapi(r.rejectTimeEntryRoute, h.rejectEntry)
    .openapi(r.hoursCsvRoute, h.csv)
    .openapi(r.myRosterRoute, h.myRoster)
    .openapi(r.linkRosterRoute, h.linkRoster)
    .openapi(r.renewMyLinkRoute, h.renewMyLink)
    .openapi(r.requestShiftRoute, h.requestShift)
    .openapi(r.claimShiftRoute, h.claimShift)
    .openapi(r.addAbsenceRoute, h.addAbsence)
    .openapi(r.clockInRoute, h.clockIn)
    .openapi(r.clockOutRoute, h.clockOut)
    .openapi(r.calendarRoute, h.calendar);
}
