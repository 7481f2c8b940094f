/**
 * Shared Playwright fixtures. Specs sign in with `signIn(role)`: a POST to
 * /api/auth/sign-in/email with the demo account of that role (README.md), so
 * the browser context carries the session cookie without going through the
 * form. Only foundation/auth.spec.ts signs in through the form, to keep that
 * path covered.
 *
 * Specs that change a shop or venue take `ownedShop` or `ownedVenue`: a new
 * account owning a place of its own (added by the demo admin through the API,
 * in Lelystad, where the demo data has none), with the page signed in as that
 * owner. Specs running in parallel then never edit the same place.
 *
 * API requests send `Connection: close` (NO_KEEP_ALIVE, no-keep-alive.ts): a reused idle connection can be reset
 * under load. A spec's own `page.request` call after UI steps passes `headers: NO_KEEP_ALIVE` too.
 */
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';
import { NO_KEEP_ALIVE } from './no-keep-alive.ts';
import { createOwnedShop, createOwnedVenue, type OwnedShop, type OwnedVenue } from './owned-places.ts';

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
    headers: { origin: baseURL, ...NO_KEEP_ALIVE },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo admin's API session of this worker, signed in once: reading the outbox for every sign-up stays cheap. */
let adminSession: Promise<APIRequestContext> | undefined;
function adminRequest(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL as string;
  adminSession ??= (async () => {
    const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, ...NO_KEEP_ALIVE } });
    const signedIn = await admin.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return admin;
  })();
  return adminSession;
}

/**
 * The confirmation link mailed to `email` (ADR 060), as the outbox shows it to the demo admin: without SMTP the
 * outbox is the delivery. Read in a request context of its own, so a page keeps its own session.
 */
export async function confirmationLink(email: string): Promise<string> {
  const admin = await adminRequest();
  const link = async () => {
    const outbox = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email.toLowerCase())}`);
    const { items } = (await outbox.json()) as { items: Array<{ kind: string; text: string }> };
    return /http\S+\/api\/auth\/verify-email\S+/.exec(items.find((mail) => mail.kind === 'email_verification')?.text ?? '')?.[0];
  };
  await expect.poll(link).toContain('/api/auth/verify-email');
  return (await link()) as string;
}

/** Follows the mailed confirmation link in `page`'s context, as the person clicking it would (it confirms only). */
export async function confirmEmail(page: Page, email: string) {
  const followed = await page.request.get(await confirmationLink(email), { headers: NO_KEEP_ALIVE });
  expect(followed.status()).toBe(200);
}

/** Signs up and confirms the address by the mailed link, which signs in (ADR 060), as a person would. */
export async function signUpViaApi(page: Page) {
  const person = newPerson();
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: person,
    headers: { origin: baseURL, ...NO_KEEP_ALIVE },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The link confirms the address; signing in is a step of its own (ADR 060, amended).
  await confirmEmail(page, person.email);
  await signInViaApi(page, person.email, person.password);
  return person;
}

export type DemoRole = keyof typeof DEMO;

interface Fixtures {
  /** Signs `target` (the test's page unless given) in as the demo account of `role`. */
  signIn: (role: DemoRole, target?: Page) => Promise<void>;
  /** A coffeeshop with four products, owned by a new account the page is signed in as. */
  ownedShop: OwnedShop;
  /** A venue that takes reservations, owned by a new account the page is signed in as. */
  ownedVenue: OwnedVenue;
}

/**
 * Waits until the web app has taken over the page: server-rendered HTML (ADR 066) shows before its script runs, and
 * a click or a typed value before hydration is lost, as it would be for a person. Pages without server HTML (a
 * private page, a generated site, a file) pass at once: their content appears only when the app renders it.
 */
export async function waitForApp(page: Page) {
  // Polled on a timer, not on animation frames: a page in a background tab (a second page of one context) gets none.
  await page.waitForFunction(
    () => !document.getElementById('ssr-state') || document.documentElement.dataset.app === 'ready',
    undefined,
    { polling: 100 },
  );
}

const waitingPages = new WeakSet<Page>();

/** Makes the page's goto and reload wait for the app (see waitForApp), once per page. */
function waitsForApp(page: Page): Page {
  if (waitingPages.has(page)) return page;
  waitingPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures>({
  // Every navigation waits for the app, so tests act as on a loaded page: the test's page, and every page a test
  // opens itself (browser.newPage, or newPage on a context of browser.newContext).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitsForApp);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => waitsForApp(await newPage(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    await use(waitsForApp(page));
  },
  signIn: async ({ page }, use) => {
    await use((role, target = page) => signInViaApi(target, DEMO[role]));
  },
  ownedShop: async ({ page, playwright }, use) => {
    const owner = await signUpViaApi(page);
    await use(await createOwnedShop(playwright, page, owner));
  },
  ownedVenue: async ({ page, playwright }, use) => {
    const owner = await signUpViaApi(page);
    await use(await createOwnedVenue(playwright, owner));
  },
});
export { expect, NO_KEEP_ALIVE };
