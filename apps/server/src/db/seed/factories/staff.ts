import { randomBytes } from 'node:crypto';
import type { Database } from '../../client.ts';
import { staffEmployees, staffShifts } from '../../schema/index.ts';
import { nextNumber } from './sequence.ts';

export type EmployeeInsert = typeof staffEmployees.$inferInsert;
export type ShiftInsert = typeof staffShifts.$inferInsert;

/** An insert-ready adult employee of a place (bediening, 24 contract hours, €15.50 an hour), with a fresh calendar secret. */
export function buildEmployee(
  overrides: Partial<EmployeeInsert> & Pick<EmployeeInsert, 'placeKind' | 'placeId'>,
): EmployeeInsert {
  const n = nextNumber();
  return {
    name: `Medewerker ${n}`,
    email: `medewerker.${n}@voorbeeld.nl`,
    role: 'Bediening',
    skills: [],
    contractHours: 24,
    birthDate: '1998-05-14',
    hourlyWageCents: 1550,
    icsToken: randomBytes(24).toString('base64url'),
    ...overrides,
  };
}

export async function insertEmployee(
  db: Database,
  overrides: Partial<EmployeeInsert> & Pick<EmployeeInsert, 'placeKind' | 'placeId'>,
) {
  const [row] = await db.insert(staffEmployees).values(buildEmployee(overrides)).returning();
  if (!row) throw new Error('medewerker niet aangemaakt');
  return row;
}

export async function insertShift(db: Database, values: ShiftInsert) {
  const [row] = await db.insert(staffShifts).values(values).returning();
  if (!row) throw new Error('dienst niet aangemaakt');
  return row;
}
