// Long file: the DOM comparison's helpers, its page list and the held-chunk checks share one setup (ADR 082–085, 087).
import type { Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../../apps/web/src/app/server-state.ts';
import { DEMO, expect, newPerson, signInViaApi, test } from '../fixtures.ts';

/*
 * The browser hydrates the server's React HTML with Preact (ADR 082), which neither reports a mismatch nor repairs
 * an attribute. So this spec proves what React's mismatch errors proved before: a server-rendered page, once
 * hydrated, is the same DOM as the browser's own render of that page (its server HTML cut out on the way in).
 */

/** Attributes that refer to ids: compared through the ids' order, as React's ids (`_R_1ih_`) differ from Preact's. */
const ID_REFERENCES = [
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'list',
  'headers',
  'form',
];
/** Form state lives in properties: React writes it as attributes on the server, Preact sets the properties. */
const FORM_STATE = ['value', 'checked', 'selected'];

/** HTML's boolean attributes that the app sets. */
const BOOLEAN_ATTRIBUTES = ['autofocus', 'disabled', 'hidden', 'required', 'readonly', 'multiple', 'open', 'novalidate', 'inert'];
/** `#root` as comparable text: elements with sorted attributes, text without comments, ids by order of appearance. */
function canonicalRoot(page: Page): Promise<string> {
  return page.evaluate(
    ({ idReferences, formState, booleans }) => {
      const root = document.getElementById('root');
      if (!root) return '';
      const ids = new Map<string, string>();
      for (const element of root.querySelectorAll('[id]')) ids.set(element.id, `id${ids.size + 1}`);
      const lines: string[] = [];
      const walk = (node: Node, depth: number) => {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          // Adjacent texts (React separates them with `<!-- -->`) end up as one line either way.
          if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
          return;
        }
        if (!(node instanceof Element)) return;
        // The map's frame (lazy-places-map.tsx): Leaflet draws inside when it scrolls near, on its own clock.
        if (node.hasAttribute('data-map')) {
          lines.push(`${'  '.repeat(depth)}<${node.localName} (kaart) ${node.getAttribute('aria-label')}>`);
          return;
        }
        const attributes = [...node.attributes]
          .filter((attribute) => !formState.includes(attribute.name))
          .map((attribute) => {
            let value = attribute.value;
            if (attribute.name === 'id') value = ids.get(value) ?? value;
            else if (idReferences.includes(attribute.name))
              value = value
                .split(/\s+/)
                .map((id) => ids.get(id) ?? '?')
                .join(' ');
            // The browser's own serialisation of the declarations (React writes `color:#c65616`).
            else if (attribute.name === 'style' && (node instanceof HTMLElement || node instanceof SVGElement))
              value = node.style.cssText;
            // Present is what counts (React writes `autofocus=""`, Preact `autofocus="true"`).
            else if (booleans.includes(attribute.name)) value = '';
            return `${attribute.name}=${JSON.stringify(value)}`;
          })
          .sort();
        if (node instanceof HTMLInputElement) attributes.push(`.value=${JSON.stringify(node.value)}`, `.checked=${node.checked}`);
        if (node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement)
          attributes.push(`.value=${JSON.stringify(node.value)}`);
        lines.push(`${'  '.repeat(depth)}<${node.localName} ${attributes.join(' ')}>`);
        for (const child of node.childNodes) walk(child, depth + 1);
      };
      for (const child of root.childNodes) walk(child, 0);
      return lines.join('\n');
    },
    { idReferences: ID_REFERENCES, formState: FORM_STATE, booleans: BOOLEAN_ATTRIBUTES },
  );
}

/** The page once its data is in: its heading (or the 18+ gate) shown, the network quiet (the full data after the public part) and the toasts' region mounted. */
async function settled(page: Page) {
  await expect(page.locator('main h1, dialog[open]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The toasts' region mounts a task after the page is ready and loads its own code (ADR 083): in both copies, or a
  // copy compared a moment sooner lacks it.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

/** The document with an empty `#root` and no server state: what the browser renders itself. Counts the cuts. */
async function withoutServerHtml(page: Page): Promise<{ cut: number }> {
  const documents = { cut: 0 };
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      // spa.ts writes `<div id="root">{page}</div>` followed by the state element.
      const serverPage = new RegExp(
        `<div id="root">.*?</div><script type="application/json" id="${SERVER_STATE_ID}">.*?</script>`,
        's',
      );
      const html = await response.text();
      if (serverPage.test(html)) documents.cut += 1;
      return route.fulfill({ response, body: html.replace(serverPage, '<div id="root"></div>') });
    },
  );
  return documents;
}

/**
 * Server-rendered public pages of both brands: home, lists, a place, a booking form, the forms of sign-in and contact,
 * and the pages whose form or tool is a lazy part (ADR 087: a vacancy, an event, the assistant, the demos).
 */
const PAGES = [
  '/',
  '/foodee',
  '/coffeeshops/amsterdam',
  '/coffeeshops/amsterdam/de-blauwe-hoek',
  '/telers',
  '/horeca',
  '/horeca/amsterdam/brasserie-de-kade',
  '/horeca/amsterdam/brasserie-de-kade/reserveren',
  '/auth',
  '/contact',
  '/abonnementen',
  '/vacatures/vast/servicemonteur-kassasystemen-5eed7a03',
  '/event/5eed0000-0000-4000-8000-00000000e001',
  '/ai-assistant',
  '/demo/menu-import',
  '/website-demo',
];

for (const path of PAGES) {
  test(`[SSR] ${path} hydrated is the DOM the browser renders itself`, async ({ browser }) => {
    const hydratedContext = await browser.newContext();
    const hydrated = await hydratedContext.newPage();
    await hydrated.goto(path);
    await expect(hydrated.locator('#root > *').first()).toBeAttached();
    await settled(hydrated);

    const renderedContext = await browser.newContext();
    const rendered = await renderedContext.newPage();
    const documents = await withoutServerHtml(rendered);
    await rendered.goto(path);
    await settled(rendered);
    expect(documents.cut, 'the server rendered the page, and the copy rendered in the browser lost that HTML').toBe(1);

    expect(await canonicalRoot(hydrated)).toBe(await canonicalRoot(rendered));
    await hydratedContext.close();
    await renderedContext.close();
  });
}

/**
 * Holds the build chunk matching `chunk` until `release()`: the page's server HTML stays, waiting for that code.
 * `requested` resolves once the browser has asked for it.
 */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return { requested: page.waitForRequest(chunk), release };
}

test('[SSR] while a page’s code is still loading, its server HTML stays (no spinner in between)', async ({ page }) => {
  // The venue page's own chunk arrives only when the check below has looked.
  const { requested, release } = await holdChunk(page, /\/assets\/venue-page-[\w-]+\.js$/);
  // The fixture's goto waits for the app to be ready, which now waits for the held chunk: not awaited until released.
  const navigation = page.goto('/horeca/amsterdam/brasserie-de-kade');
  // The app has started and asked for the page's code (or preloaded it), and has had time to render what it can.
  await requested;
  await page.waitForFunction(() => document.querySelectorAll('script[type="module"]').length > 0, undefined, { polling: 100 });
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Brasserie De Kade', level: 1 })).toBeVisible();
  await expect(page.getByText('Laden…')).toHaveCount(0);
  // The server's HTML is not yet the app: not marked ready, so no test (and no waiting check) clicks dead HTML.
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  await expect(page.getByRole('link', { name: 'Tafel reserveren' })).toBeVisible();
});

test('[SSR] a page whose code arrives after the account renders the signed-in tool, not over the server’s spinner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInViaApi(page, DEMO.user);
  // The server renders /digitale-schermen as its spinner (the account is unknown there); the page's chunk comes only
  // after the browser knows the account. Before ADR 084 the tool was then hydrated into the spinner's elements,
  // which kept their classes: the form stood 300 px to the right of a 360 px screen.
  const { release } = await holdChunk(page, /\/assets\/digital-screens-page-[\w-]+\.js$/);
  const account = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  const navigation = page.goto('/digitale-schermen');
  await account;
  await page.waitForTimeout(300);
  release();
  await navigation;
  await expect(page.getByRole('heading', { name: 'Digitale schermen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scherm toevoegen' })).toBeVisible();
  await expect(page.locator('main .min-h-\\[50vh\\]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('[SSR] a lazy part inside a page holds the ready mark until it has hydrated (a click before would post dead HTML)', async ({
  page,
}) => {
  // The contact page is in, its form (a chunk of its own, ADR 082) is not: the page is not ready until the form is.
  const { requested, release } = await holdChunk(page, /\/assets\/contact-form-[\w-]+\.js$/);
  const navigation = page.goto('/contact');
  await requested;
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: 'Verstuur bericht' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
});

test('[SSR] what is typed before the app has taken a form over is still there once it has', async ({ page }) => {
  const { requested, release } = await holdChunk(page, /\/assets\/contact-form-[\w-]+\.js$/);
  const navigation = page.goto('/contact');
  await requested;
  // Typed on the server's HTML, not sent: the form library used to reset the fields as it took them over.
  await page.getByLabel('Naam', { exact: true }).fill('Fleur de Wit');
  await page.getByLabel('Bericht').fill('Half getypt bericht');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Fleur de Wit');
  await expect(page.getByLabel('Bericht')).toHaveValue('Half getypt bericht');
  // The app has the values too: sending now checks them (the e-mail address is still missing).
  await page.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Fleur de Wit');
});

test('[SSR] a form sent before the app has taken it over is sent by the app once it has, with what was typed', async ({
  page,
}) => {
  const person = newPerson();
  const { requested, release } = await holdChunk(page, /\/assets\/contact-form-[\w-]+\.js$/);
  const navigation = page.goto('/contact');
  await requested;
  // Typed and sent on the server's HTML: before this, the browser posted it natively (a 404 page, the message lost).
  await page.getByLabel('Naam', { exact: true }).fill('Fleur de Wit');
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Bericht').fill('Kunnen jullie ons menu op twee schermen tegelijk tonen?');
  await page.getByRole('button', { name: 'Verstuur bericht' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt! We hebben je bericht ontvangen' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/contact');
});

test('[SSR] a vacancy’s apply form, a part of its own, holds the ready mark until it has hydrated', async ({ page }) => {
  // ADR 087: the form with react-hook-form and zod left the vacancy page's first load for a chunk of its own.
  const { requested, release } = await holdChunk(page, /\/assets\/apply-form-[\w-]+\.js$/);
  const navigation = page.goto('/vacatures/vast/servicemonteur-kassasystemen-5eed7a03');
  await requested;
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Servicemonteur kassasystemen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sollicitatie versturen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
});

test('[SSR] an application typed, with its CV chosen, before the form’s code has arrived is sent once it has', async ({
  page,
}) => {
  const { requested, release } = await holdChunk(page, /\/assets\/apply-form-[\w-]+\.js$/);
  const navigation = page.goto('/vacatures/vast/servicemonteur-kassasystemen-5eed7a03');
  await requested;
  // All of it on the server's HTML: the CV lives in the form's own state, which never heard of the file (ADR 091).
  await page.getByLabel('Naam').fill('Sanne de Vries');
  await page.getByLabel('E-mailadres').fill(`sanne.${Date.now()}@voorbeeld.nl`);
  await page.getByLabel('Motivatie').fill('Ik heb vijf jaar ervaring met kassasystemen en werk graag bij klanten.');
  await page.getByLabel('Cv (PDF of Word, max. 10 MB)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Sollicitatie versturen' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await navigation;
  await expect(page.getByText('Bedankt! Je sollicitatie is verstuurd naar de werkgever.')).toBeVisible();
});
