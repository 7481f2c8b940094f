import { ABSENCE_KINDS, SHIFT_REQUEST_KINDS } from '@platform/core';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { placeKindEnum } from './place-staff.ts';

/*
 * Staff planner (issue 20, ADR 047). A place is never deleted (only taken offline), so rows name their place by kind
 * and id, like place_invitations. Worked hours are never deleted or edited: a correction rejects an entry and adds a
 * new one that points at it.
 */

/** Someone on a place's roster, with or without an account of their own. */
export const staffEmployees = pgTable(
  'staff_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    role: text('role').notNull(),
    skills: text('skills').array().notNull().default([]),
    contractHours: integer('contract_hours').notNull().default(0),
    birthDate: date('birth_date', { mode: 'string' }),
    hourlyWageCents: integer('hourly_wage_cents'),
    /** The secret of the employee's personal calendar feed. */
    icsToken: text('ics_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_employees_place_idx').on(table.placeKind, table.placeId),
    index('staff_employees_user_idx').on(table.userId),
    uniqueIndex('staff_employees_ics_idx').on(table.icsToken),
  ],
);

export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    /** Null for an open shift anyone may pick up. */
    employeeId: uuid('employee_id').references(() => staffEmployees.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    role: text('role').notNull().default(''),
    note: text('note').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_shifts_place_idx').on(table.placeKind, table.placeId, table.startsAt),
    index('staff_shifts_employee_idx').on(table.employeeId, table.startsAt),
  ],
);

export const staffShiftTemplates = pgTable(
  'staff_shift_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    role: text('role').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_shift_templates_place_idx').on(table.placeKind, table.placeId)],
);

/** An employee's wish to swap a shift with a colleague or give it away; the manager decides. */
export const staffShiftRequests = pgTable(
  'staff_shift_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => staffShifts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHIFT_REQUEST_KINDS }).notNull(),
    fromEmployeeId: uuid('from_employee_id')
      .notNull()
      .references(() => staffEmployees.id),
    toEmployeeId: uuid('to_employee_id').references(() => staffEmployees.id),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_shift_requests_shift_idx').on(table.shiftId),
    // One open question per shift: a second claim (or swap) of the same shift is refused, even in a race (ADR 060).
    uniqueIndex('staff_shift_requests_pending_idx').on(table.shiftId).where(sql`${table.status} = 'pending'`),
  ],
);

/** Unavailability (noted) and leave requests (decided by the manager). */
export const staffAbsences = pgTable(
  'staff_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => staffEmployees.id),
    kind: text('kind', { enum: ABSENCE_KINDS }).notNull(),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_absences_employee_idx').on(table.employeeId, table.from)],
);

/** Worked time: clocked on the phone or entered by a manager as a correction. Never updated but to close or reject. */
export const staffTimeEntries = pgTable(
  'staff_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => staffEmployees.id),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    source: text('source', { enum: ['clock', 'manual'] }).notNull(),
    status: text('status', { enum: ['active', 'rejected'] })
      .notNull()
      .default('active'),
    /** Why a manager entered or rejected it. */
    reason: text('reason').notNull().default(''),
    replacesId: uuid('replaces_id'),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedById: text('rejected_by_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_time_entries_employee_idx').on(table.employeeId, table.clockIn),
    // One open clock-in per employee.
    uniqueIndex('staff_time_entries_open_idx')
      .on(table.employeeId)
      .where(sql`${table.clockOut} is null and ${table.status} = 'active'`),
  ],
);
