import { addDays, dutchDate, dutchWallClockOrNext, mondayOf, type PlaceKindName } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, staffEmployees, staffShiftTemplates, users, venues } from '../schema/index.ts';
import { insertEmployee, insertShift } from './factories.ts';

/** Years before today, a little past the birthday: the age stays the same for a while after seeding. */
const bornYearsAgo = (today: string, years: number) => addDays(today, -Math.round(years * 365.25) - 60);

const TEAMS: Record<
  PlaceKindName,
  Array<{ name: string; role: string; skills: string[]; hours: number; age: number; wage: number | null; email?: string }>
> = {
  coffeeshop: [
    { name: 'Sanne de Vries', role: 'Bedrijfsleider', skills: ['kassa', 'inkoop'], hours: 38, age: 34, wage: 1950 },
    { name: 'Mohammed El Amrani', role: 'Budtender', skills: ['kassa', 'productkennis'], hours: 32, age: 27, wage: 1625 },
    { name: 'Lisa Bakker', role: 'Budtender', skills: ['kassa'], hours: 24, age: 22, wage: 1500 },
    { name: 'Jesse van Dijk', role: 'Portier', skills: ['leeftijdscontrole'], hours: 16, age: 41, wage: 1575 },
  ],
  venue: [
    { name: 'Fatima Yilmaz', role: 'Chef-kok', skills: ['koken', 'HACCP'], hours: 38, age: 38, wage: 2150 },
    { name: 'Thomas Jansen', role: 'Bediening', skills: ['bar', 'wijn'], hours: 32, age: 26, wage: 1600 },
    { name: 'Emma Visser', role: 'Bediening', skills: ['bar'], hours: 16, age: 19, wage: null },
    { name: 'Noah de Boer', role: 'Afwas', skills: ['afwas'], hours: 12, age: 17, wage: null },
    { name: 'Daan Smit', role: 'Kok', skills: ['koken'], hours: 24, age: 29, wage: 1700 },
  ],
};

/** Shifts of the demo week: [team member, weekday 0–6, start minute, end minute (past 1440 = after midnight), break]. */
const WEEK: Record<PlaceKindName, Array<[number, number, number, number, number]>> = {
  coffeeshop: [
    [0, 0, 600, 1110, 30],
    [0, 1, 600, 1110, 30],
    [0, 2, 600, 1110, 30],
    [0, 3, 600, 1110, 30],
    [1, 2, 960, 1410, 30],
    [1, 3, 960, 1410, 30],
    [1, 4, 960, 1440, 30],
    [1, 5, 960, 1440, 30],
    [2, 0, 960, 1410, 30],
    [2, 1, 960, 1410, 30],
    [2, 5, 720, 1110, 30],
    [3, 4, 1200, 1440, 0],
    [3, 5, 1200, 1440, 0],
  ],
  venue: [
    [0, 1, 900, 1380, 30],
    [0, 2, 900, 1380, 30],
    [0, 3, 900, 1380, 30],
    [0, 4, 900, 1410, 30],
    [0, 5, 900, 1410, 30],
    [1, 3, 1020, 1440, 30],
    [1, 4, 1020, 1470, 30],
    [1, 5, 1020, 1470, 30],
    [1, 6, 720, 1200, 30],
    [2, 4, 1080, 1380, 30],
    [2, 5, 1080, 1380, 30],
    // The 17-year-old's Saturday runs past 23:00: the planner shows the night-work warning with its rule.
    [3, 4, 1080, 1320, 0],
    [3, 5, 1080, 1410, 30],
    [4, 1, 960, 1380, 30],
    [4, 2, 960, 1380, 30],
    [4, 6, 720, 1200, 30],
  ],
};

async function seedPlace(db: Database, kind: PlaceKindName, placeId: string, today: string) {
  const [existing] = await db
    .select({ id: staffEmployees.id })
    .from(staffEmployees)
    .where(and(eq(staffEmployees.placeKind, kind), eq(staffEmployees.placeId, placeId)))
    .limit(1);
  if (existing) return 0;
  const team = [];
  for (const member of TEAMS[kind]) {
    team.push(
      await insertEmployee(db, {
        placeKind: kind,
        placeId,
        name: member.name,
        email: `${member.name.toLowerCase().replaceAll(' ', '.')}@voorbeeld.nl`,
        role: member.role,
        skills: member.skills,
        contractHours: member.hours,
        birthDate: bornYearsAgo(today, member.age),
        hourlyWageCents: member.wage,
      }),
    );
  }
  await db.insert(staffShiftTemplates).values(
    kind === 'coffeeshop'
      ? [
          { placeKind: kind, placeId, name: 'Vroeg', start: '10:00', end: '18:30', breakMinutes: 30, role: 'Budtender' },
          { placeKind: kind, placeId, name: 'Laat', start: '16:00', end: '23:30', breakMinutes: 30, role: 'Budtender' },
        ]
      : [
          { placeKind: kind, placeId, name: 'Keuken avond', start: '15:00', end: '23:00', breakMinutes: 30, role: 'Kok' },
          {
            placeKind: kind,
            placeId,
            name: 'Bediening avond',
            start: '17:00',
            end: '23:30',
            breakMinutes: 30,
            role: 'Bediening',
          },
        ],
  );
  const monday = mondayOf(today);
  const publishedAt = new Date();
  for (const [member, weekday, start, end, pause] of WEEK[kind]) {
    const employee = team[member];
    if (!employee) continue;
    const date = addDays(monday, weekday);
    await insertShift(db, {
      placeKind: kind,
      placeId,
      employeeId: employee.id,
      startsAt: dutchWallClockOrNext(date, start),
      endsAt: dutchWallClockOrNext(date, end),
      breakMinutes: pause,
      role: employee.role,
      publishedAt,
    });
  }
  // One open shift nobody has yet.
  await insertShift(db, {
    placeKind: kind,
    placeId,
    employeeId: null,
    startsAt: dutchWallClockOrNext(addDays(monday, 6), 720),
    endsAt: dutchWallClockOrNext(addDays(monday, 6), 1080),
    breakMinutes: 30,
    role: kind === 'coffeeshop' ? 'Budtender' : 'Bediening',
    publishedAt,
  });
  return team.length;
}

/**
 * Demo rosters for the demo owner's shop and venue (gebruiker@demo.nl): realistic Dutch teams, one week of published
 * shifts, templates and an open shift. Runs once per place.
 */
export async function seedStaffPlanner(db: Database): Promise<number> {
  const owner = await db.query.users.findFirst({ where: eq(users.email, 'gebruiker@demo.nl') });
  if (!owner) return 0;
  const today = dutchDate(new Date());
  const shop = await db.query.coffeeshops.findFirst({ where: eq(coffeeshops.ownerId, owner.id) });
  const venue = await db.query.venues.findFirst({ where: eq(venues.ownerId, owner.id) });
  let added = 0;
  if (shop) added += await seedPlace(db, 'coffeeshop', shop.id, today);
  if (venue) added += await seedPlace(db, 'venue', venue.id, today);
  return added;
}
