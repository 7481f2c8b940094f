/**
 * Screenshots of the real product for the marketing pages (issue 22), into apps/web/public/marketing as WebP with
 * a PNG fallback, 960×600. Run against a server with the demo data (`SEED_DEMO=1`), after `npm run build`:
 *
 *   MARKETING_BASE_URL=http://localhost:3108 npx tsx scripts/marketing-screenshots.ts
 *
 * Signs in as the demo owner (gebruiker@demo.nl), or the demo admin for the content manager, through the API, as the e2e fixtures do. Re-run after a visible
 * change of a pictured page; the pictures are committed so the pages need no server work at run time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const BASE = process.env.MARKETING_BASE_URL ?? 'http://localhost:3108';
const OUT = path.join(import.meta.dirname, '../apps/web/public/marketing');
/** The demo accounts a picture is taken as: the owner, or the admin for what only editors see (the content manager). */
const ACCOUNTS = {
  owner: { email: 'gebruiker@demo.nl', password: 'Demo-wachtwoord-2026' },
  admin: { email: 'admin@demo.nl', password: 'Demo-wachtwoord-2026' },
} as const;
type Account = keyof typeof ACCOUNTS;

interface Shot {
  file: string;
  path: string;
  /** Signed in as this demo account, or a visitor. */
  as: Account | 'visitor';
  /** What must be on screen before the picture is taken. */
  ready: string;
  /** A tab to open first. */
  tab?: string;
}

const SHOTS: Shot[] = [
  // No cannabis product names or prices in a public picture (art. 3b Opiumwet): the menu is the horeca menu.
  { file: 'schermen', path: '/digital-manager', as: 'owner', ready: 'h1' },
  { file: 'personeelsplanner', path: '/staff-planner', as: 'owner', ready: 'h1' },
  { file: 'sociale-media', path: '/social-manager', as: 'owner', ready: 'h1' },
  { file: 'contentbeheer', path: '/content-manager', as: 'admin', ready: 'h1' },
  { file: 'koppelingen', path: '/integrations-management', as: 'owner', ready: 'h1' },
  { file: 'websitebouwer', path: '/website-generator', as: 'owner', ready: 'h1' },
  { file: 'rapportages', path: '/report-manager', as: 'owner', ready: 'h1' },
  { file: 'horeca-manager', path: '/horeca-manager', as: 'owner', ready: 'h1' },
  { file: 'menubeheer', path: '/horeca-manager', as: 'owner', ready: 'h1', tab: 'Menukaart' },
  { file: 'dashboard', path: '/dashboard', as: 'owner', ready: 'h1' },
  { file: 'assistenten', path: '/foodee/assistants', as: 'visitor', ready: 'h1' },
];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  for (const account of ['visitor', 'owner', 'admin'] as const) {
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
    if (account !== 'visitor') {
      const response = await page.request.post(`${BASE}/api/auth/sign-in/email`, { data: ACCOUNTS[account] });
      if (!response.ok()) throw new Error(`Inloggen mislukt: ${response.status()}`);
    }
    for (const shot of SHOTS.filter((item) => item.as === account)) {
      await page.goto(`${BASE}${shot.path}`);
      await page.locator(shot.ready).first().waitFor();
      if (shot.tab) await page.getByRole('tab', { name: shot.tab, exact: true }).click();
      // Every loading state gone (a page may show several at once).
      const loading = page.getByRole('status').filter({ hasText: /laden/i });
      while ((await loading.count()) > 0) await page.waitForTimeout(100);
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
      console.log(`${shot.file}: ${shot.path}`);
    }
    await context.close();
  }
  await browser.close();
}

await main();
