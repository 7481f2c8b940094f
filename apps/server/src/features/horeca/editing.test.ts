import type { ApiError, Availability, CourseMenu, MenuSection, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMenus, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venue: Awaited<ReturnType<typeof createTestVenue>>['venue'];
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ({ venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId }));
});
afterAll(() => t.close());

interface Editable {
  venue: Record<string, unknown> & { name: string };
  menu: MenuSection[];
  courseMenus: CourseMenu[];
}
const edit = async (cookie: string) => t.request(`/api/horeca/manage/venues/${venue.id}/edit`, { cookie });
const dish = (name: string, extra: Record<string, unknown> = {}) => ({ name, price: 9.5, contains: [], ...extra });

describe('editing a venue', () => {
  it('lets the owner change details; bad input is refused in Dutch and changes nothing; strangers get 403', async () => {
    const { venue: details } = await readJson<Editable>(await edit(owner.cookie));
    const changed = await t.request(`/api/horeca/manage/venues/${venue.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...details, description: 'Nieuw: open keuken', maxPartySize: 6 },
    });
    expect(changed.status).toBe(200);
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row?.description).toBe('Nieuw: open keuken');
    expect(row?.reservationSettings.maxPartySize).toBe(6);

    const bad = await t.request(`/api/horeca/manage/venues/${venue.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...details, postcode: '12345', latitude: 40 },
    });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues).toEqual(
      expect.arrayContaining([
        { path: ['postcode'], message: 'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB' },
        { path: ['latitude'], message: 'Ligt niet in Nederland' },
      ]),
    );
    const [unchanged] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(unchanged?.postcode).toBe(venue.postcode);

    const stranger = await t.signUp();
    expect((await edit(stranger.cookie)).status).toBe(403);
    const hijack = await t.request(`/api/horeca/manage/venues/${venue.id}`, {
      method: 'PATCH',
      cookie: stranger.cookie,
      body: details,
    });
    expect(hijack.status).toBe(403);
  });

  it('saves the whole menu with allergens, refuses contradictions, and the public page shows it', async () => {
    const menu = {
      sections: [
        {
          name: 'Voor',
          dishes: [dish('Hummus', { contains: ['sesame'], diets: ['vegan'] }), dish('Soep', { contains: ['celery'] })],
        },
        { name: 'Hoofd', dishes: [dish('Pad thai', { contains: ['peanuts', 'soy'], mayContain: ['sesame'] })] },
      ],
    };
    const saved = await t.request(`/api/horeca/manage/venues/${venue.id}/menu`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: menu,
    });
    expect(saved.status).toBe(200);
    const sections = await readJson<MenuSection[]>(saved);
    expect(sections.map((section) => section.dishes.map((item) => item.name))).toEqual([['Hummus', 'Soep'], ['Pad thai']]);
    const detail = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${venue.plaatsSlug}/${venue.slug}`));
    expect(detail.menu[1]?.dishes[0]).toMatchObject({ name: 'Pad thai', contains: ['peanuts', 'soy'], mayContain: ['sesame'] });

    const contradictions = [
      [
        dish('Kaasplank', { contains: ['milk'], diets: ['vegan'] }),
        'Een gerecht met melk, ei, vis, schaal- of weekdieren is niet veganistisch',
      ],
      [dish('Brood', { contains: ['gluten'], diets: ['gluten_free'] }), 'Een gerecht met gluten is niet glutenvrij'],
      [
        dish('Saté', { contains: ['peanuts'], mayContain: ['peanuts'] }),
        'Een allergeen staat al bij "bevat"; "kan sporen bevatten" is dan overbodig',
      ],
      [dish('Gratis', { price: -1 }), 'De prijs kan niet negatief zijn'],
      [dish('Raar', { contains: ['plastic'] }), 'Onbekend allergeen'],
    ] as const;
    for (const [input, message] of contradictions) {
      const response = await t.request(`/api/horeca/manage/venues/${venue.id}/menu`, {
        method: 'PUT',
        cookie: owner.cookie,
        body: { sections: [{ name: 'Fout', dishes: [input] }] },
      });
      expect(response.status, input.name).toBe(422);
      expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    }
    const after = await readJson<Editable>(await edit(owner.cookie));
    expect(after.menu.map((section) => section.name)).toEqual(['Voor', 'Hoofd']);
    // Signed out, a demo account or a stranger cannot touch it.
    const demo = await t.userWithRole('demo');
    const stranger = await t.signUp();
    const put = (cookie?: string) =>
      t.request(`/api/horeca/manage/venues/${venue.id}/menu`, { method: 'PUT', cookie, body: menu });
    expect((await put()).status).toBe(401);
    expect((await put(demo.cookie)).status).toBe(403);
    expect((await put(stranger.cookie)).status).toBe(403);
  });

  it('keeps its own dish ids on save and ignores another venue’s', async () => {
    const { menu } = await readJson<Editable>(await edit(owner.cookie));
    const [other] = await t.db.select().from(venues).where(eq(venues.slug, 'sushi-yama'));
    const otherMenu = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${other?.plaatsSlug}/${other?.slug}`));
    const foreignId = otherMenu.menu[0]?.dishes[0]?.id;
    const body = {
      sections: menu.map((section) => ({ ...section, dishes: section.dishes })),
    };
    body.sections[0]?.dishes.push({ ...dish('Geleend'), id: foreignId } as never);
    const saved = await readJson<MenuSection[]>(
      await t.request(`/api/horeca/manage/venues/${venue.id}/menu`, { method: 'PUT', cookie: owner.cookie, body }),
    );
    expect(saved[0]?.dishes[0]?.id).toBe(menu[0]?.dishes[0]?.id);
    expect(saved[0]?.dishes.at(-1)?.id).not.toBe(foreignId);
    const stillThere = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${other?.plaatsSlug}/${other?.slug}`));
    expect(stillThere.menu[0]?.dishes[0]?.id).toBe(foreignId);
  });

  it('adds, changes and retires course menus', async () => {
    const course = {
      name: 'Proeverij',
      pricePerPerson: 55,
      winePairingPrice: 30,
      courses: [{ name: 'Amuse' }, { name: 'Hoofd' }, { name: 'Dessert' }],
    };
    const created = await t.request(`/api/horeca/manage/venues/${venue.id}/course-menus`, { cookie: owner.cookie, body: course });
    expect(created.status).toBe(201);
    const menu = await readJson<CourseMenu>(created);
    expect(menu.courses.map((item) => item.name)).toEqual(['Amuse', 'Hoofd', 'Dessert']);
    const tooShort = await t.request(`/api/horeca/manage/course-menus/${menu.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...course, courses: [{ name: 'Alleen' }] },
    });
    expect((await readJson<ApiError>(tooShort)).issues?.[0]?.message).toBe('Een menu in gangen heeft minimaal twee gangen');
    const renamed = await t.request(`/api/horeca/manage/course-menus/${menu.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...course, name: 'Grote proeverij' },
    });
    expect((await readJson<CourseMenu>(renamed)).name).toBe('Grote proeverij');
    const stranger = await t.signUp();
    expect(
      (await t.request(`/api/horeca/manage/course-menus/${menu.id}/remove`, { cookie: stranger.cookie, method: 'POST' })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/horeca/manage/course-menus/${menu.id}/remove`, { cookie: owner.cookie, method: 'POST' })).status,
    ).toBe(204);
    expect((await t.request(`/api/horeca/course-menus/${menu.id}`)).status).toBe(404);
    const [row] = await t.db.select().from(courseMenus).where(eq(courseMenus.id, menu.id));
    expect(row?.active).toBe(false);
  });
});

describe('adding a venue', () => {
  const input = {
    name: 'Eetcafé Het Anker',
    category: 'cafe',
    cuisines: ['hollands'],
    priceLevel: 2,
    address: 'Havenstraat 4',
    postcode: '1011 AB',
    plaats: 'Amsterdam',
    latitude: 52.37,
    longitude: 4.9,
    openingHours: { ma: [], di: [], wo: [], do: [], vr: [{ open: '16:00', close: '23:00' }], za: [], zo: [] },
    reservationsEnabled: true,
    maxPartySize: 8,
    coverLimitPerSlot: 20,
    cutoffHours: 2,
  };

  it('is for admins: with an owner, a starting floor, and bookable at once; duplicates and unknown owners are refused', async () => {
    const admin = await t.userWithRole('admin');
    expect((await t.request('/api/admin/horeca/venues', { cookie: owner.cookie, body: input })).status).toBe(403);
    const unknown = await t.request('/api/admin/horeca/venues', {
      cookie: admin.cookie,
      body: { ...input, ownerEmail: 'niemand@voorbeeld.nl' },
    });
    expect((await readJson<ApiError>(unknown)).issues?.[0]).toEqual({
      path: ['ownerEmail'],
      message: 'Er is geen account met dit e-mailadres',
    });
    const created = await t.request('/api/admin/horeca/venues', {
      cookie: admin.cookie,
      body: { ...input, ownerEmail: owner.email },
    });
    expect(created.status).toBe(201);
    const venueRow = await readJson<{ id: string; slug: string; plaatsSlug: string }>(created);
    expect(venueRow).toMatchObject({ slug: 'eetcafe-het-anker', plaatsSlug: 'amsterdam' });
    const duplicate = await t.request('/api/admin/horeca/venues', { cookie: admin.cookie, body: input });
    expect(duplicate.status).toBe(409);
    expect((await readJson<ApiError>(duplicate)).message).toBe('Er bestaat al een zaak met deze naam in deze plaats.');
    const slots = await readJson<Availability>(
      await t.request(`/api/horeca/venues/${venueRow.id}/availability?date=${nextWeekday('vr')}&partySize=4`),
    );
    expect(slots.slots.filter((slot) => slot.available).length).toBeGreaterThan(0);
    expect((await t.request(`/api/horeca/manage/venues/${venueRow.id}/edit`, { cookie: owner.cookie })).status).toBe(200);
  });
});
