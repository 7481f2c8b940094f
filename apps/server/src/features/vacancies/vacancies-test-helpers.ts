import { dutchDate, type ManagedVacancy } from '@platform/core';
import { readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

/** A day `days` from now on the Dutch calendar. */
export const inDays = (days: number) => dutchDate(new Date(Date.now() + days * 86_400_000));

export const VACANCY = {
  title: 'Medewerker kassa',
  type: 'bijbaan',
  hoursMin: 8,
  hoursMax: 16,
  salaryMin: 14.71,
  salaryMax: 16.5,
  salaryPeriod: 'uur',
  plaats: 'Utrecht',
  description: 'Je helpt klanten aan de kassa en houdt de winkel netjes.',
  closingDate: inDays(30),
};

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

/** The first bytes of a Word document: a ZIP whose entry names include word/document.xml. */
export const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode('....[Content_Types].xml....word/document.xml....'),
]);

/** Applies through the multipart form as a browser would (no sign-in needed). */
export function applyTo(
  t: TestApp,
  vacancyId: string,
  file: Uint8Array | null,
  fields: Record<string, string> = {
    name: 'Sanne de Vries',
    email: 'sanne@voorbeeld.nl',
    motivation: 'Ik werk graag met mensen en ben flexibel inzetbaar.',
  },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new File([file], 'cv.pdf', { type: 'application/pdf' }));
  return t.app.request(`/api/vacancies/${vacancyId}/applications`, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
}

export const employerPath = (kind: string, id: string) => `/api/employers/${kind}/${id}`;

/** Posts a vacancy as `cookie`'s user to the employer at `path`; the stored vacancy. */
export async function postVacancy(t: TestApp, cookie: string, path: string, body: unknown = VACANCY) {
  const response = await t.request(`${path}/vacancies`, { cookie, body });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return readJson<ManagedVacancy>(response);
}
