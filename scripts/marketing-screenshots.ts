/**
 * Screenshots of the real product for the marketing pages (issue 22), into apps/web/public/marketing as WebP with
 * a PNG fallback, 960×600. Run against a server with the demo data (`SEED_DEMO=1`), after `npm run build`:
 *
 *   MARKETING_BASE_URL=http://localhost:3108 npx tsx scripts/marketing-screenshots.ts
 *
 * Signs in as the demo owner (gebruiker@demo.nl) through the API, as the e2e fixtures do. Re-run after a visible
 * change of a pictured page; the pictures are committed so the pages need no server work at run time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

const BASE = process.env.MARKETING_BASE_URL ?? 'http://localhost:3108';
const OUT = path.join(import.meta.dirname, '../apps/web/public/marketing');
const OWNER = { email: 'gebruiker@demo.nl', password: 'Demo-wachtwoord-2026' };

interface Shot {
  file: string;
  /** A path, or a function finding one from the API (a venue's public page). */
  path: string | ((page: Page) => Promise<string>);
  signedIn: boolean;
  /** What must be on screen before the picture is taken. */
  ready: string;
  /** A tab to open first. */
  tab?: string;
}

const firstVenue = async (page: Page) => {
  const venues = (await (await page.request.get(`${BASE}/api/horeca/venues?plaats=amsterdam`)).json()) as Array<{
    plaatsSlug: string;
    slug: string;
  }>;
  const venue = venues[0];
  if (!venue) throw new Error('De demodata heeft geen horecazaak in Amsterdam.');
  return `/horeca/${venue.plaatsSlug}/${venue.slug}`;
};

const SHOTS: Shot[] = [
  // No cannabis product names or prices in a public picture (art. 3b Opiumwet): the menu is the horeca menu.
  { file: 'schermen', path: '/digital-manager', signedIn: true, ready: 'h1' },
  { file: 'personeel', path: '/coffeeshop-manager', signedIn: true, ready: 'h1', tab: 'Medewerkers' },
  { file: 'rapportages', path: '/report-manager', signedIn: true, ready: 'h1' },
  { file: 'horeca-manager', path: '/horeca-manager', signedIn: true, ready: 'h1' },
  { file: 'menubeheer', path: '/horeca-manager', signedIn: true, ready: 'h1', tab: 'Menukaart' },
  { file: 'dashboard', path: '/dashboard', signedIn: true, ready: 'h1' },
  { file: 'assistenten', path: '/foodee/assistants', signedIn: false, ready: 'h1' },
  { file: 'openbare-pagina', path: firstVenue, signedIn: false, ready: 'h1' },
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      extraHTTPHeaders: { origin: BASE },
    });
    // As a string: this script is compiled without the DOM library.
    await context.addInitScript({
      content: "localStorage.setItem('age_gate_18plus', 'yes'); localStorage.setItem('theme', 'light');",
    });
    const page = await context.newPage();
    if (signedIn) {
      const response = await page.request.post(`${BASE}/api/auth/sign-in/email`, { data: OWNER });
      if (!response.ok()) throw new Error(`Inloggen mislukt: ${response.status()}`);
    }
    for (const shot of SHOTS.filter((item) => item.signedIn === signedIn)) {
      const target = typeof shot.path === 'string' ? shot.path : await shot.path(page);
      await page.goto(`${BASE}${target}`);
      await page.locator(shot.ready).first().waitFor();
      if (shot.tab) await page.getByRole('tab', { name: shot.tab, exact: true }).click();
      await page.getByRole('status').filter({ hasText: /laden/i }).waitFor({ state: 'detached' });
      await page.evaluate('document.fonts.ready');
      const png = await page.screenshot({ type: 'png' });
      const resized = sharp(png).resize(960, 600, { fit: 'cover', position: 'top' });
      await resized
        .clone()
        .png({ compressionLevel: 9, palette: true, quality: 80 })
        .toFile(path.join(OUT, `${shot.file}.png`));
      await resized
        .clone()
        .webp({ quality: 72 })
        .toFile(path.join(OUT, `${shot.file}.webp`));
      console.log(`${shot.file}: ${target}`);
    }
    await context.close();
  }
  await browser.close();
}

await main();
