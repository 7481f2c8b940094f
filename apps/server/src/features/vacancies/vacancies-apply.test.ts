import type { ApiError, VacancyApplication } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, vacancyApplications } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { ownedPlace } from '../staff/staff-test-helpers.ts';
import { purgeExpiredCvs } from './index.ts';
import { applyTo, DOCX, employerPath, PDF, postVacancy, VACANCY } from './vacancies-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let partner: Awaited<ReturnType<typeof partnerWithMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  partner = await partnerWithMember(t, admin, 'Vacaturepartner');
  await approve(t, admin, partner.partner.id);
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const employer = employerPath;
const partnerVacancies = () => employer('partner', partner.partner.id);

const post = (cookie: string, body: unknown = VACANCY, path = partnerVacancies()) => postVacancy(t, cookie, path, body);

describe('applying', () => {
  it('stores the CV privately, mails the members with a link and lists the application for them only', async () => {
    const posted = await post(partner.member.cookie, { ...VACANCY, title: 'Sollicitatietest' });
    const response = await applyTo(t, posted.id, PDF);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: string }>(response);

    const mails = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'vacancy_application'), eq(mailMessages.to, partner.member.email.toLowerCase())));
    const mail = mails.find((row) => row.subject === 'Nieuwe sollicitatie: Sollicitatietest');
    expect(mail?.text).toContain('/partner/dashboard');
    expect(mail?.attachments).toEqual([]);

    const applications = `${partnerVacancies()}/applications`;
    const listed = await readJson<VacancyApplication[]>(await t.request(applications, { cookie: partner.member.cookie }));
    expect(listed.find((row) => row.id === id)).toMatchObject({
      name: 'Sanne de Vries',
      vacancyTitle: 'Sollicitatietest',
      cv: { mimeType: 'application/pdf', available: true },
    });
    const stranger = await t.signUp();
    expect((await t.request(applications)).status).toBe(401);
    expect((await t.request(applications, { cookie: stranger.cookie })).status).toBe(403);

    const cv = `${applications}/${id}/cv`;
    expect((await t.request(cv)).status).toBe(401);
    expect((await t.request(cv, { cookie: stranger.cookie })).status).toBe(403);
    const file = await t.request(cv, { cookie: partner.member.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await t.request(cv, { cookie: admin.cookie })).status).toBe(200);
    // Another employer's route does not reach this application.
    const shop = await ownedPlace(t, 'coffeeshop', 6);
    expect(
      (await t.request(`${employer('coffeeshop', shop.id)}/applications/${id}/cv`, { cookie: shop.owner.cookie })).status,
    ).toBe(404);
  });

  it('accepts a Word CV and mails a place owner with a link to its management page', async () => {
    const venue = await ownedPlace(t, 'venue', 6);
    const posted = await post(venue.owner.cookie, { ...VACANCY, title: 'Barmedewerker' }, employer('venue', venue.id));
    expect((await applyTo(t, posted.id, DOCX)).status).toBe(201);
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'vacancy_application'), eq(mailMessages.to, venue.owner.email.toLowerCase())));
    expect(mail?.text).toContain('/horeca-manager');
  });

  it('refuses a CV that is no PDF or DOCX, one over 10 MB, no CV and a missing name, storing nothing', async () => {
    const posted = await post(partner.member.cookie, { ...VACANCY, title: 'Foute bestanden' });
    const stored = async () =>
      (await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.vacancyId, posted.id))).length;
    const text = await applyTo(t, posted.id, new TextEncoder().encode('Mijn cv in platte tekst'));
    expect(text.status).toBe(415);
    expect(await message(text)).toBe('Upload je cv als PDF of als Word-bestand (.docx).');
    const zip = await applyTo(t, posted.id, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(zip.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await applyTo(t, posted.id, big);
    expect(tooLarge.status).toBe(413);
    expect(await message(tooLarge)).toBe('Het bestand is te groot: maximaal 10 MB.');
    const none = await applyTo(t, posted.id, null);
    expect(none.status).toBe(422);
    expect(await message(none)).toBe('Kies je cv (PDF of Word)');
    const nameless = await applyTo(t, posted.id, PDF, {
      email: 'a@voorbeeld.nl',
      motivation: 'Ik ben erg gemotiveerd voor deze baan.',
    });
    expect(nameless.status).toBe(422);
    expect((await readJson<ApiError>(nameless)).issues?.[0]).toMatchObject({ path: ['name'], message: 'Naam is verplicht' });
    expect(await stored()).toBe(0);
    expect((await applyTo(t, '00000000-0000-4000-8000-000000000000', PDF)).status).toBe(404);
  });

  it('deletes CVs after the retention period; the application stays without its file', async () => {
    const posted = await post(partner.member.cookie, { ...VACANCY, title: 'Bewaartermijn' });
    const { id } = await readJson<{ id: string }>(await applyTo(t, posted.id, PDF));
    const deps = { db: t.db, storage: t.storage, logger: t.logger, retentionDays: 180 };
    const now = Date.now();
    await purgeExpiredCvs(deps, new Date(now + 179 * 86_400_000));
    const [kept] = await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, id));
    expect(kept?.cvKey).not.toBeNull();
    expect(await purgeExpiredCvs(deps, new Date(now + 181 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, id));
    expect(row).toMatchObject({ cvKey: null });
    expect(await t.storage.get(`cvs/${posted.id}/${id}`)).toBeNull();
    const cv = await t.request(`${partnerVacancies()}/applications/${id}/cv`, { cookie: partner.member.cookie });
    expect(cv.status).toBe(404);
    expect(await message(cv)).toBe('Het cv is verwijderd: de bewaartermijn is voorbij.');
  });
});
