import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.join(import.meta.dirname, '.data');
/** The replayed X for the social connect journey (ADR 062), beside the platform's port so parallel runs differ. */
const SOCIAL_REPLAY = `http://127.0.0.1:${PORT + 1000}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A journey takes 5–10 s on a quiet two-core machine; CI's machine ran the longest ones (several accounts, uploads,
  // the service worker) past 30 s at 2.5× that pace. A real hang still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    // The service worker (ADR 053) stays out of specs that do not test it: Playwright's routing does not see its
    // requests, and a cached page must never make another spec pass or fail. e2e/pwa allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's chromium; never a downloaded browser. CHROME_PATH points elsewhere on other systems.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: '**/*.exclusive.spec.ts' },
    // Specs that switch something for the whole platform (the assistants' kill switch, ADR 043) run alone, after the
    // rest. Run such a spec by itself with `--no-deps` (else every other spec runs first).
    { name: 'exclusive', testMatch: '**/*.exclusive.spec.ts', dependencies: ['chromium'], fullyParallel: false, workers: 1 },
  ],
  webServer: [
    {
      command: `tsx social/replay-network.ts ${PORT + 1000}`,
      cwd: import.meta.dirname,
      url: `${SOCIAL_REPLAY}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The real server on a fresh embedded database, serving the built app.
      command: `rm -rf "${DATA_DIR}" && tsx ${SERVER_NODE_FLAGS.join(' ')} ../apps/server/src/main.ts`,
      cwd: import.meta.dirname,
      url: `http://localhost:${PORT}/api/health`,
      // Migrating and seeding a fresh database takes under a minute alone, several on a busy two-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR,
        PUBLIC_URL: `http://localhost:${PORT}`,
        SEED_DEMO: '1',
        AUTH_RATE_LIMIT_MAX: '500',
        BOOKING_RATE_LIMIT_MAX: '500',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Specs check the server's HTML: on a busy two-core machine a render must not turn into the shell (ADR 073).
        WEB_SSR_TIMEOUT_MS: '30000',
        // No tile server: the suite never reaches the internet; maps show their places on an empty ground (ADR 090).
        MAP_TILE_URL: 'off',
        // Owners connect X against the replayed X; the other networks stay unconfigured (RSS + reminder).
        SOCIAL_TOKEN_KEYS: Buffer.alloc(32, 5).toString('base64'),
        SOCIAL_X_CLIENT_ID: 'e2e-x-client',
        SOCIAL_X_CLIENT_SECRET: 'e2e-x-secret',
        SOCIAL_X_AUTHORIZE_URL: `${SOCIAL_REPLAY}/i/oauth2/authorize`,
        SOCIAL_X_API_URL: SOCIAL_REPLAY,
      },
    },
  ],
});
