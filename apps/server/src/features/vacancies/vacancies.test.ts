import type { ApiError, ManagedVacancy, Vacancy } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '../../db/schema/index.ts';
import { fakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { addManager, ownedPlace } from '../staff/staff-test-helpers.ts';
import { applyTo, employerPath, inDays, PDF, postVacancy, VACANCY } from './vacancies-test-helpers.ts';

let t: TestApp;
const web = fakeWebBuild();
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let partner: Awaited<ReturnType<typeof partnerWithMember>>;
beforeAll(async () => {
  // A web build of our own: the server HTML of vacancy pages is tested without building the app.
  t = await createTestApp({ WEB_DIST: web.dir });
  admin = await t.userWithRole('admin');
  partner = await partnerWithMember(t, admin, 'Vacaturepartner');
  await approve(t, admin, partner.partner.id);
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const employer = employerPath;
const partnerVacancies = () => employer('partner', partner.partner.id);
const countVacancies = async () => (await t.db.select({ id: vacancies.id }).from(vacancies)).length;

const post = (cookie: string, body: unknown = VACANCY, path = partnerVacancies()) => postVacancy(t, cookie, path, body);

describe('posting vacancies', () => {
  it('lets partner members and admins post; anonymous 401, others 403, unknown 404', async () => {
    expect((await t.request(`${partnerVacancies()}/vacancies`, { body: VACANCY })).status).toBe(401);
    const stranger = await t.signUp();
    const refused = await t.request(`${partnerVacancies()}/vacancies`, { cookie: stranger.cookie, body: VACANCY });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je beheert deze partner niet.');
    const unknown = await t.request(`${employer('partner', '00000000-0000-4000-8000-000000000000')}/vacancies`, {
      cookie: partner.member.cookie,
      body: VACANCY,
    });
    expect(unknown.status).toBe(404);

    const posted = await post(partner.member.cookie);
    expect(posted).toMatchObject({ title: 'Medewerker kassa', salaryMin: 14.71, open: true, applications: 0 });
    expect(posted.employer).toMatchObject({
      kind: 'partner',
      name: 'Vacaturepartner',
      path: `/partners/${partner.partner.slug}`,
    });
    expect(await post(admin.cookie, { ...VACANCY, title: 'Monteur' })).toMatchObject({ title: 'Monteur' });

    const list = await t.request(`${partnerVacancies()}/vacancies`, { cookie: partner.member.cookie });
    expect((await readJson<ManagedVacancy[]>(list)).length).toBeGreaterThanOrEqual(2);
    expect((await t.request(`${partnerVacancies()}/vacancies`, { cookie: stranger.cookie })).status).toBe(403);

    const changed = await t.request(`${partnerVacancies()}/vacancies/${posted.id}`, {
      cookie: partner.member.cookie,
      method: 'PUT',
      body: { ...VACANCY, hoursMax: 24 },
    });
    expect(await readJson<ManagedVacancy>(changed)).toMatchObject({ hoursMax: 24, slug: posted.slug });
    const removed = await t.request(`${partnerVacancies()}/vacancies/${posted.id}`, {
      cookie: stranger.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(403);
  });

  it('refuses a vacancy without salary, with min above max, or closing in the past, storing nothing', async () => {
    const before = await countVacancies();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ salaryMin: undefined }, 'salaryMin', 'Minimumsalaris is verplicht (EU-richtlijn loontransparantie)'],
      [{ salaryMin: 20, salaryMax: 15 }, 'salaryMax', 'Het maximumsalaris moet minstens het minimumsalaris zijn'],
      [{ hoursMin: 30, hoursMax: 20 }, 'hoursMax', 'Het maximum aantal uren moet minstens het minimum zijn'],
      [{ closingDate: inDays(-1) }, 'closingDate', 'De sluitingsdatum mag niet in het verleden liggen'],
      [{ type: 'parttime' }, 'type', 'Kies een soort dienstverband'],
    ];
    for (const [change, field, text] of cases) {
      const response = await t.request(`${partnerVacancies()}/vacancies`, {
        cookie: partner.member.cookie,
        body: { ...VACANCY, ...change },
      });
      expect(response.status, field).toBe(422);
      const issue = (await readJson<ApiError>(response)).issues?.find((item) => item.path[0] === field);
      expect(issue?.message, field).toBe(text);
    }
    expect(await countVacancies()).toBe(before);
  });

  it('lets place owners, managers with the staff or details right and admins post; a menu-only manager gets 403', async () => {
    const shop = await ownedPlace(t, 'coffeeshop', 5);
    const path = employer('coffeeshop', shop.id);
    expect((await post(shop.owner.cookie, VACANCY, path)).employer).toMatchObject({ kind: 'coffeeshop' });
    const menuOnly = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const refused = await t.request(`${path}/vacancies`, { cookie: menuOnly.cookie, body: VACANCY });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je mag de vacatures van deze zaak niet beheren.');
    const details = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['details']);
    expect((await post(details.cookie, VACANCY, path)).title).toBe('Medewerker kassa');

    const venue = await ownedPlace(t, 'venue', 5);
    const staffRight = await addManager(t, venue.owner, 'venue', venue.id, ['staff']);
    const venuePath = employer('venue', venue.id);
    expect((await post(staffRight.cookie, { ...VACANCY, title: 'Kok' }, venuePath)).employer.kind).toBe('venue');
    expect((await post(admin.cookie, { ...VACANCY, title: 'Afwasser' }, venuePath)).title).toBe('Afwasser');
    expect((await t.request(`${employer('venue', 'geen-id')}/vacancies`, { cookie: admin.cookie, body: VACANCY })).status).toBe(
      404,
    );
  });
});

describe('the public vacancies', () => {
  it('lists open vacancies of public employers with filters and search; an unapproved partner is hidden', async () => {
    const posted = await post(partner.member.cookie, {
      ...VACANCY,
      title: 'Stagiair marketing',
      type: 'stage',
      plaats: 'Zwolle',
    });
    const hidden = await partnerWithMember(t, admin, 'Nog niet goedgekeurd');
    const unlisted = await post(
      hidden.member.cookie,
      { ...VACANCY, title: 'Verborgen baan' },
      employer('partner', hidden.partner.id),
    );
    const ids = async (query: string) => (await readJson<Vacancy[]>(await t.request(`/api/vacancies${query}`))).map((v) => v.id);
    expect(await ids('')).toContain(posted.id);
    expect(await ids('')).not.toContain(unlisted.id);
    expect(await ids('?type=stage')).toContain(posted.id);
    expect(await ids('?type=vast')).not.toContain(posted.id);
    expect(await ids('?plaats=zwol')).toContain(posted.id);
    expect(await ids('?q=marketing')).toContain(posted.id);
    expect(await ids('?q=vacaturepartner')).toContain(posted.id);
    expect((await t.request('/api/vacancies?type=parttime')).status).toBe(422);

    const one = await t.request(`/api/vacancies/stage/${posted.slug}`);
    expect(await readJson<Vacancy>(one)).toMatchObject({ id: posted.id, employer: { name: 'Vacaturepartner' } });
    const viaPartner = await t.request(`/api/partners/${partner.partner.slug}/vacancies/${posted.slug}`);
    expect((await readJson<Vacancy>(viaPartner)).id).toBe(posted.id);
    const ofPartner = await readJson<Vacancy[]>(await t.request(`/api/partners/${partner.partner.slug}/vacancies`));
    expect(ofPartner.map((v) => v.id)).toContain(posted.id);
    expect((await t.request(`/api/vacancies/bijbaan/${unlisted.slug}`)).status).toBe(404);
    expect((await t.request(`/api/partners/${hidden.partner.slug}/vacancies/${unlisted.slug}`)).status).toBe(404);
  });

  it('carries valid JobPosting JSON-LD in the server HTML of both vacancy paths', async () => {
    const posted = await post(partner.member.cookie, {
      ...VACANCY,
      title: 'Servicemonteur </script><b>',
      type: 'vast',
      hoursMax: 40,
    });
    for (const page of [`/vacatures/vast/${posted.slug}`, `/partners/${partner.partner.slug}/vacancies/${posted.slug}`]) {
      const response = await t.request(page);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Servicemonteur &lt;/script&gt;&lt;b&gt; bij Vacaturepartner — vacature</title>');
      const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      expect(match, page).not.toBeNull();
      const data = JSON.parse(match?.[1] ?? '{}');
      expect(data).toMatchObject({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: 'Servicemonteur </script><b>',
        description: VACANCY.description,
        datePosted: posted.postedAt.slice(0, 10),
        validThrough: VACANCY.closingDate,
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: 'Vacaturepartner' },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Utrecht', addressCountry: 'NL' } },
        baseSalary: { currency: 'EUR', value: { minValue: 14.71, maxValue: 16.5, unitText: 'HOUR' } },
      });
    }
    expect((await t.request('/vacatures/vast/bestaat-niet')).status).toBe(404);
    expect((await t.request('/vacatures')).status).toBe(200);
  });

  it('answers 410 in Dutch for an expired vacancy and leaves it out of the list', async () => {
    const posted = await post(partner.member.cookie, { ...VACANCY, title: 'Verlopen functie' });
    await t.db
      .update(vacancies)
      .set({ closingDate: inDays(-1) })
      .where(eq(vacancies.id, posted.id));
    const gone = await t.request(`/api/vacancies/bijbaan/${posted.slug}`);
    expect(gone.status).toBe(410);
    expect(await message(gone)).toBe('Deze vacature is verlopen: je kunt niet meer solliciteren.');
    expect((await t.request(`/api/partners/${partner.partner.slug}/vacancies/${posted.slug}`)).status).toBe(410);
    expect((await readJson<Vacancy[]>(await t.request('/api/vacancies'))).map((v) => v.id)).not.toContain(posted.id);
    const html = await t.request(`/vacatures/bijbaan/${posted.slug}`);
    expect(html.status).toBe(410);
    expect(await html.text()).not.toContain('application/ld+json');
    const late = await applyTo(t, posted.id, PDF);
    expect(late.status).toBe(410);
    const managed = await readJson<ManagedVacancy[]>(
      await t.request(`${partnerVacancies()}/vacancies`, { cookie: partner.member.cookie }),
    );
    expect(managed.find((v) => v.id === posted.id)?.open).toBe(false);
  });
});
