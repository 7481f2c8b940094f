import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.nl',
  admin: 'admin@demo.nl',
  user: 'gebruiker@demo.nl',
  demo: 'demo@demo.nl',
} as const;

let counter = 0;

/** A unique, valid Dutch sign-up for one test. */
export function newPerson() {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Fleur',
    lastName: 'Visser',
    email: `fleur.${id}@voorbeeld.nl`,
    password: 'Geheim-wachtwoord-1',
    birthDate: '1994-05-17',
  };
}

/** Signs in through the API; the browser context keeps the session cookie. */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs up and then in through the API, as the form does (sign-up opens no session, ADR 017). */
export async function signUpViaApi(page: Page) {
  const person = newPerson();
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/auth/sign-up/email', { data: person, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
  await signInViaApi(page, person.email, person.password);
  return person;
}

export const test = base;
export { expect };
