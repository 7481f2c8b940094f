import type { PartnerPage, PartnerSummary, Vacancy } from '@platform/core';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { partners, vacancies } from '../schema/index.ts';
import { SEED_PARTNERS, SEED_VACANCIES, seedPartnersAndVacancies, seedVacancySlug } from './partners.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const result = await t.db.execute(sql`select
    (select count(*)::int from partners) as partners,
    (select count(*)::int from vacancies) as vacancies`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
}

const partnerSlugs = SEED_PARTNERS.map((partner) => partner.slug);
const vacancySlugs = SEED_VACANCIES.map(seedVacancySlug);

/** What the public lists show of the seed: partner names, and vacancy titles with their employer's name. */
async function publicLists() {
  const listedPartners = await readJson<PartnerSummary[]>(await t.request('/api/partners'));
  const listedVacancies = await readJson<Vacancy[]>(await t.request('/api/vacancies'));
  return {
    partners: listedPartners.filter((partner) => partnerSlugs.includes(partner.slug as never)),
    vacancies: listedVacancies.filter((vacancy) => vacancySlugs.includes(vacancy.slug)),
  };
}

describe('seeded partners and vacancies', () => {
  it('are made once: two more runs add nothing', async () => {
    // The test database is seeded already (createTestApp); a fresh start makes them all.
    const before = await counts();
    expect(await seedPartnersAndVacancies(t.db)).toBe(0);
    expect(await seedPartnersAndVacancies(t.db)).toBe(0);
    expect(await counts()).toEqual(before);

    await t.db.delete(vacancies).where(inArray(vacancies.slug, vacancySlugs));
    await t.db.delete(partners).where(inArray(partners.slug, partnerSlugs));
    expect(await seedPartnersAndVacancies(t.db)).toBe(SEED_PARTNERS.length + SEED_VACANCIES.length);
    expect(await counts()).toEqual(before);
    expect(await seedPartnersAndVacancies(t.db)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('show on the public partner and vacancy lists, with their employers, and open on their own pages', async () => {
    const lists = await publicLists();
    expect(lists.partners.map((partner) => partner.name).sort()).toEqual(SEED_PARTNERS.map((partner) => partner.name).sort());
    expect(lists.partners.every((partner) => partner.logoUrl === null)).toBe(true);

    expect(lists.vacancies).toHaveLength(SEED_VACANCIES.length);
    const employers = Object.fromEntries(lists.vacancies.map((vacancy) => [vacancy.title, vacancy.employer]));
    expect(employers).toEqual({
      'Bediening (parttime)': expect.objectContaining({ kind: 'venue', name: 'Brasserie De Kade' }),
      'Zelfstandig werkend kok': expect.objectContaining({ kind: 'venue', name: 'Restaurant De Linde' }),
      'Servicemonteur kassasystemen': expect.objectContaining({ kind: 'partner', name: 'Kassapunt Noord' }),
      'Installateur menuschermen': expect.objectContaining({ kind: 'partner', name: 'Helder Schermen' }),
      'Assistent-accountant horeca': expect.objectContaining({ kind: 'partner', name: 'Cijferwerk Horeca' }),
    });
    for (const vacancy of lists.vacancies) {
      expect(vacancy.employer.kind, vacancy.title).not.toBe('coffeeshop');
      expect(vacancy.salaryMin, vacancy.title).toBeLessThanOrEqual(vacancy.salaryMax);
      expect(vacancy.hoursMin, vacancy.title).toBeLessThanOrEqual(vacancy.hoursMax);
      const closesIn = (Date.parse(vacancy.closingDate) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
      expect(closesIn, vacancy.title).toBeGreaterThanOrEqual(29);
      expect(closesIn, vacancy.title).toBeLessThanOrEqual(61);
      const page = await t.request(`/api/vacancies/${vacancy.type}/${vacancy.slug}`);
      expect(page.status, vacancy.slug).toBe(200);
    }

    const monteur = lists.vacancies.find((vacancy) => vacancy.title === 'Servicemonteur kassasystemen');
    expect(monteur).toMatchObject({ salaryMin: 3000, salaryMax: 3600, salaryPeriod: 'maand', plaats: 'Groningen' });
    const viaPartner = await t.request(`/api/partners/kassapunt-noord/vacancies/${monteur?.slug}`);
    expect((await readJson<Vacancy>(viaPartner)).id).toBe(monteur?.id);
    const partnerPage = await readJson<PartnerPage>(await t.request('/api/partners/kassapunt-noord'));
    expect(partnerPage).toMatchObject({ kind: 'kassasysteem', contactEmail: 'info@kassapunt-noord.example' });
    const bediening = lists.vacancies.find((vacancy) => vacancy.title === 'Bediening (parttime)');
    expect(bediening).toMatchObject({
      salaryPeriod: 'uur',
      plaats: 'Amsterdam',
      employer: { path: '/horeca/amsterdam/brasserie-de-kade' },
    });
  });
});
