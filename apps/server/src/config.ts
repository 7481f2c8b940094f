import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUILT_IN_OPERATIONAL_DEFAULTS,
  DEFAULT_AUTH_ATTEMPTS,
  DEFAULT_BOOKINGS_PER_ADDRESS,
  DEFAULT_BOOKINGS_PER_EMAIL,
  DEFAULT_CV_RETENTION_DAYS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  type OperationalDefaults,
} from '@platform/core';
import { z } from 'zod';
import type { RenderLimits } from './platform/server-render.ts';

// Long file: the one reader of process.env, so every setting's schema, default and message stands here together.
/** The only reader of process.env: every setting is parsed and checked here once. */
const BooleanFlag = z
  .enum(['0', '1', 'true', 'false'], { error: 'gebruik 0/1 of true/false' })
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'moet een poortnummer zijn' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ error: 'moet een postgres:// URL zijn' }).optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'alleen kleine letters, cijfers en _')
    .optional(),
  DATABASE_CONNECT_TIMEOUT: z.coerce
    .number({ error: 'moet een aantal seconden zijn' })
    .int('moet een aantal seconden zijn')
    .min(1, 'minimaal 1 seconde')
    .max(3600, 'maximaal 3600 seconden')
    .default(30),
  SMTP_URL: z.url({ error: 'moet een smtp:// of smtps:// URL zijn' }).optional(),
  MAIL_FROM: z.string().default('Platform <no-reply@localhost>'),
  PUBLIC_URL: z.url({ error: 'moet een volledige URL zijn, bijv. https://voorbeeld.nl' }).optional(),
  SESSION_SECRET: z.string().min(32, 'moet minimaal 32 tekens hebben').optional(),
  SEED_DEMO: BooleanFlag.optional(),
  TRUST_PROXY: BooleanFlag.default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(DEFAULT_AUTH_ATTEMPTS),
  // The social manager's Meta connectors (ADR 048): the Graph API's address and a JSON list of accounts per place.
  SOCIAL_GRAPH_URL: z
    .url({ error: 'moet een volledige URL zijn, bijv. https://graph.facebook.com/v23.0' })
    .default('https://graph.facebook.com/v23.0'),
  SOCIAL_META_ACCOUNTS: z.string().optional(),
  // The website generator's own domains (ADR 059): the host a domain's CNAME must name (default: PUBLIC_URL's host),
  // the platform's IP addresses an A record may name instead, and DNS servers to ask (default: the system's).
  SITES_HOST: z.string().trim().toLowerCase().optional(),
  SITES_ADDRESSES: z.string().default(''),
  SITES_DNS_SERVERS: z.string().default(''),
  // Owners connecting their own accounts (ADR 062): per network an OAuth app (client id + secret), the addresses
  // overridable for tests, and the key(s) that encrypt the tokens at rest (base64, 32 bytes; the first encrypts).
  SOCIAL_TOKEN_KEYS: z.string().optional(),
  SOCIAL_X_CLIENT_ID: z.string().min(1).optional(),
  SOCIAL_X_CLIENT_SECRET: z.string().min(1).optional(),
  SOCIAL_X_AUTHORIZE_URL: z.url({ error: 'moet een volledige URL zijn' }).default('https://x.com/i/oauth2/authorize'),
  SOCIAL_X_API_URL: z.url({ error: 'moet een volledige URL zijn, bijv. https://api.x.com' }).default('https://api.x.com'),
  SOCIAL_LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  SOCIAL_LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  SOCIAL_LINKEDIN_OAUTH_URL: z.url({ error: 'moet een volledige URL zijn' }).default('https://www.linkedin.com/oauth/v2'),
  SOCIAL_LINKEDIN_API_URL: z.url({ error: 'moet een volledige URL zijn' }).default('https://api.linkedin.com'),
  SOCIAL_LINKEDIN_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'moet een versie JJJJMM zijn, bijv. 202511')
    .default('202511'),
  SOCIAL_META_APP_ID: z.string().min(1).optional(),
  SOCIAL_META_APP_SECRET: z.string().min(1).optional(),
  SOCIAL_META_DIALOG_URL: z.url({ error: 'moet een volledige URL zijn' }).default('https://www.facebook.com/v23.0/dialog/oauth'),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  // Menu reads (OCR/PDF import jobs and /api/menu-import/parse) running at once per process; the rest queue (ADR 060).
  MENU_IMPORT_MAX_JOBS: z.coerce
    .number({ error: 'moet een aantal zijn' })
    .int('moet een heel aantal zijn')
    .min(1, 'minimaal 1')
    .max(16, 'maximaal 16')
    .default(2),
  // Map tiles (ADR 090): the tile server the platform fetches and caches for its maps; "off" = only cached tiles.
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => value === 'off' || /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value), {
      error: 'moet een URL met {z}, {x} en {y} zijn, of off',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // Tiles one client address may make the platform download from the tile server per minute (cached ones are free).
  MAP_TILE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(240),
  // Public table bookings per client address and per guest e-mail address, per window.
  BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(DEFAULT_BOOKINGS_PER_ADDRESS),
  BOOKING_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(DEFAULT_BOOKINGS_PER_EMAIL),
  BOOKING_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(3600),
  // Analytics events per client address per minute (kept in memory per process).
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  // The assistants' language model (issue 17, ADR 035): unset AI_BASE_URL = the built-in assistant.
  AI_PROVIDER: z
    .enum(['openai-compatible', 'mistral', 'ollama'], { error: 'kies openai-compatible, mistral of ollama' })
    .default('openai-compatible'),
  AI_BASE_URL: z.url({ error: 'moet een volledige URL zijn, bijv. https://api.mistral.ai/v1' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  // Daily token budgets of the external model and its kill switch (ADR 036): over budget or off, the built-in assistant answers.
  AI_DAILY_TOKENS: z.coerce.number().int().min(0).default(2_000_000),
  AI_DAILY_TOKENS_PER_PLACE: z.coerce.number().int().min(0).default(200_000),
  AI_KILL_SWITCH: BooleanFlag.default(false),
  // Estimated euros per 1,000 tokens for the usage report; the default of /admin/ai-control (ADR 043).
  AI_COST_PER_1K_TOKENS: z.coerce.number().min(0).max(100).default(0),
  // Assistant questions per signed-in person and per client address, per window.
  ASSISTANT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  ASSISTANT_RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(120),
  ASSISTANT_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The web app's server-render bundle (ADR 066); `none` = no server render; tests may point it at the source entry. */
  WEB_SSR_ENTRY: z.string().optional(),
  /** How long a request waits for its server render, and how many renders run at once, before it gets the shell (ADR 073). */
  WEB_SSR_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
  WEB_SSR_MAX_CONCURRENT: z.coerce.number().int().min(1).default(8),
  // S3-compatible object storage for uploads; unset = files under DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'een bucketnaam van 3–63 kleine letters, cijfers, . en -')
    .optional(),
  S3_ENDPOINT: z.url({ error: 'moet een volledige URL zijn, bijv. https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: BooleanFlag.default(false),
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'moet een aantal dagen zijn' })
    .int()
    .min(0)
    .max(3650)
    .default(DEFAULT_DOCUMENT_RETENTION_DAYS),
  CV_RETENTION_DAYS: z.coerce
    .number({ error: 'moet een aantal dagen zijn' })
    .int()
    .min(0)
    .max(3650)
    .default(DEFAULT_CV_RETENTION_DAYS),
});

export type Env = z.infer<typeof EnvSchema>;

/** Where uploads go: S3 settings when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** How long the start waits for PostgreSQL before it gives up (ms). */
  databaseConnectTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /**
   * Origins whose browser writes and sign-ins are accepted: PUBLIC_URL's only
   * when it is set; without it, every loopback name of the listening port, so
   * the platform works at localhost, 127.0.0.1 and [::1] alike.
   */
  trustedOrigins: string[];
  sessionSecret: string;
  seedDemo: boolean;
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  /** Map tiles (ADR 090): the upstream URL template (null = cached tiles only), the cache's folder, our name to it. */
  mapTiles: { upstream: string | null; cacheDir: string; userAgent: string; downloadsPerMinute: number };
  /** Menu reads running at once in this process (MENU_IMPORT_MAX_JOBS, ADR 060). */
  menuImportMaxJobs: number;
  bookingRateLimit: { perAddress: number; perEmail: number; windowSeconds: number };
  /** Own domains of generated sites (ADR 059). */
  sites: { host: string; addresses: string[]; dnsServers: string[] };
  analyticsEventsPerMinute: number;
  /** The assistants' model; undefined = the built-in assistant answers (ADR 035). */
  ai: AiConfig | undefined;
  aiBudget: AiBudget;
  assistantRateLimit: { perPerson: number; perAddress: number; windowSeconds: number };
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The module that renders public pages on the server (apps/web/dist-server/entry-server.js after the build). */
  webSsrEntry: string | undefined;
  webSsrLimits: RenderLimits;
  /** Days after a verification decision before the identity document files are deleted. */
  documentRetentionDays: number;
  /** Days a job application's CV is kept (CV_RETENTION_DAYS). */
  cvRetentionDays: number;
  /** Object storage for uploads; undefined = the local disk. */
  s3: S3Config | undefined;
  /** The social manager's connectors (ADR 048); no account = the RSS feed and a reminder mail. */
  social: SocialConfig;
}

/** A place's Meta accounts: a Facebook page and/or an Instagram professional account, with a token that may publish. */
export interface SocialMetaAccount {
  placeKind: 'coffeeshop' | 'venue';
  placeId: string;
  facebookPageId?: string;
  instagramUserId?: string;
  accessToken: string;
}

/** A platform OAuth app of one network (ADR 062); absent = owners cannot connect that network. */
export interface SocialOAuthApp {
  clientId: string;
  clientSecret: string;
}

export interface SocialConfig {
  graphUrl: string;
  metaAccounts: SocialMetaAccount[];
  /** AES-256-GCM keys for tokens at rest, the first encrypts, all decrypt (rotation); empty = connecting is off. */
  tokenKeys: Buffer[];
  x: { app: SocialOAuthApp | null; authorizeUrl: string; apiUrl: string };
  linkedin: { app: SocialOAuthApp | null; oauthUrl: string; apiUrl: string; version: string };
  meta: { app: SocialOAuthApp | null; dialogUrl: string };
}

const MetaAccountsSchema = z.array(
  z.object({
    place: z.string().regex(/^(coffeeshop|venue):[0-9a-f-]{36}$/i, 'place moet coffeeshop:<id> of venue:<id> zijn'),
    facebookPageId: z.string().regex(/^\d+$/, 'facebookPageId moet een nummer zijn').optional(),
    instagramUserId: z.string().regex(/^\d+$/, 'instagramUserId moet een nummer zijn').optional(),
    accessToken: z.string().min(1, 'accessToken ontbreekt'),
  }),
);

const trim = (url: string) => url.replace(/\/$/, '');

function oauthApp(name: string, clientId: string | undefined, clientSecret: string | undefined): SocialOAuthApp | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`Ongeldige configuratie:\n- SOCIAL_${name}_CLIENT_ID en SOCIAL_${name}_CLIENT_SECRET horen samen`);
  }
  return { clientId, clientSecret };
}

function tokenKeys(value: string | undefined): Buffer[] {
  if (!value) return [];
  return value.split(',').map((part) => {
    const key = Buffer.from(part.trim(), 'base64');
    if (key.length !== 32) {
      throw new ConfigError(
        'Ongeldige configuratie:\n- SOCIAL_TOKEN_KEYS: elke sleutel is 32 bytes in base64 (openssl rand -base64 32)',
      );
    }
    return key;
  });
}

function resolveSocial(env: Env): SocialConfig {
  const graphUrl = trim(env.SOCIAL_GRAPH_URL);
  const connect = {
    tokenKeys: tokenKeys(env.SOCIAL_TOKEN_KEYS),
    x: {
      app: oauthApp('X', env.SOCIAL_X_CLIENT_ID, env.SOCIAL_X_CLIENT_SECRET),
      authorizeUrl: env.SOCIAL_X_AUTHORIZE_URL,
      apiUrl: trim(env.SOCIAL_X_API_URL),
    },
    linkedin: {
      app: oauthApp('LINKEDIN', env.SOCIAL_LINKEDIN_CLIENT_ID, env.SOCIAL_LINKEDIN_CLIENT_SECRET),
      oauthUrl: trim(env.SOCIAL_LINKEDIN_OAUTH_URL),
      apiUrl: trim(env.SOCIAL_LINKEDIN_API_URL),
      version: env.SOCIAL_LINKEDIN_VERSION,
    },
    meta: { app: oauthApp('META', env.SOCIAL_META_APP_ID, env.SOCIAL_META_APP_SECRET), dialogUrl: env.SOCIAL_META_DIALOG_URL },
  };
  if (!env.SOCIAL_META_ACCOUNTS) return { graphUrl, metaAccounts: [], ...connect };
  let raw: unknown;
  try {
    raw = JSON.parse(env.SOCIAL_META_ACCOUNTS);
  } catch {
    throw new ConfigError('Ongeldige configuratie:\n- SOCIAL_META_ACCOUNTS: moet een JSON-lijst zijn');
  }
  const parsed = MetaAccountsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- SOCIAL_META_ACCOUNTS ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  return {
    graphUrl,
    ...connect,
    metaAccounts: parsed.data.map(({ place, ...account }) => {
      const [placeKind, placeId] = place.split(':') as ['coffeeshop' | 'venue', string];
      return { placeKind, placeId: placeId.toLowerCase(), ...account };
    }),
  };
}

/** An external language model for the assistants (any OpenAI-compatible endpoint, Mistral or Ollama). */
export interface AiConfig {
  provider: Env['AI_PROVIDER'];
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** The external model's daily token budgets and kill switch; from env, the defaults of /admin/ai-control (ADR 043). */
export interface AiBudget {
  platformDaily: number;
  perPlaceDaily: number;
  killSwitch: boolean;
  /** Estimated euros per 1,000 tokens. */
  costPer1kTokens?: number;
}

export class ConfigError extends Error {}

function resolveAi(env: Env): AiConfig | undefined {
  if (!env.AI_BASE_URL) {
    if (env.AI_MODEL || env.AI_API_KEY) {
      throw new ConfigError('Ongeldige configuratie:\n- AI_BASE_URL: verplicht zodra AI_MODEL of AI_API_KEY is gezet');
    }
    return undefined;
  }
  if (!env.AI_MODEL) throw new ConfigError('Ongeldige configuratie:\n- AI_MODEL: verplicht met AI_BASE_URL');
  return { provider: env.AI_PROVIDER, baseUrl: env.AI_BASE_URL.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL };
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads the session secret, or creates one in DATA_DIR on the embedded default. */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new ConfigError('Ongeldige configuratie:\n- SESSION_SECRET: verplicht in productie met DATABASE_URL');
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function resolveS3(env: Env): S3Config | undefined {
  const keysWithoutBucket = !env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY);
  if (keysWithoutBucket)
    throw new ConfigError('Ongeldige configuratie:\n- S3_BUCKET: verplicht zodra een S3_* instelling is gezet');
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Ongeldige configuratie:\n- S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY: verplicht met S3_BUCKET');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The loopback origins of a port: what a browser on this machine sends as Origin. */
export function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT * 1000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    trustedOrigins: env.PUBLIC_URL ? [new URL(publicUrl).origin] : loopbackOrigins(env.PORT),
    sessionSecret: resolveSessionSecret(env, dataDir),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_S },
    menuImportMaxJobs: env.MENU_IMPORT_MAX_JOBS,
    mapTiles: {
      upstream: env.MAP_TILE_URL === 'off' ? null : env.MAP_TILE_URL,
      cacheDir: path.join(dataDir, 'map-tiles'),
      // The tile server's usage policy asks every application to name itself.
      userAgent: `Kaartwijs-Foodee-platform/1.0 (+${publicUrl})`,
      downloadsPerMinute: env.MAP_TILE_RATE_LIMIT_MAX,
    },
    bookingRateLimit: {
      perAddress: env.BOOKING_RATE_LIMIT_MAX,
      perEmail: env.BOOKING_RATE_LIMIT_EMAIL_MAX,
      windowSeconds: env.BOOKING_RATE_LIMIT_WINDOW_S,
    },
    ai: resolveAi(env),
    aiBudget: {
      platformDaily: env.AI_DAILY_TOKENS,
      perPlaceDaily: env.AI_DAILY_TOKENS_PER_PLACE,
      killSwitch: env.AI_KILL_SWITCH,
      costPer1kTokens: env.AI_COST_PER_1K_TOKENS,
    },
    assistantRateLimit: {
      perPerson: env.ASSISTANT_RATE_LIMIT_MAX,
      perAddress: env.ASSISTANT_RATE_LIMIT_ADDRESS_MAX,
      windowSeconds: env.ASSISTANT_RATE_LIMIT_WINDOW_S,
    },
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    webSsrEntry:
      env.WEB_SSR_ENTRY === 'none'
        ? undefined
        : path.resolve(env.WEB_SSR_ENTRY ?? path.join(import.meta.dirname, '../../web/dist-server/entry-server.js')),
    webSsrLimits: { timeoutMs: env.WEB_SSR_TIMEOUT_MS, maxConcurrent: env.WEB_SSR_MAX_CONCURRENT },
    documentRetentionDays: env.DOCUMENT_RETENTION_DAYS,
    analyticsEventsPerMinute: env.ANALYTICS_RATE_LIMIT_MAX,
    cvRetentionDays: env.CV_RETENTION_DAYS,
    s3: resolveS3(env),
    social: resolveSocial(env),
    sites: {
      host: env.SITES_HOST ?? new URL(publicUrl).hostname,
      addresses: splitList(env.SITES_ADDRESSES),
      dnsServers: splitList(env.SITES_DNS_SERVERS),
    },
  };
}

/** The periods and limits in force where no superadmin setting is stored (ADR 077): the environment's, else built-in. */
export function operationalDefaults(
  config: Pick<Config, 'documentRetentionDays' | 'cvRetentionDays' | 'authRateLimit' | 'bookingRateLimit'>,
): OperationalDefaults {
  return {
    retention: {
      ...BUILT_IN_OPERATIONAL_DEFAULTS.retention,
      identityDocumentsDays: config.documentRetentionDays,
      cvDays: config.cvRetentionDays,
    },
    rateLimits: {
      ...BUILT_IN_OPERATIONAL_DEFAULTS.rateLimits,
      authAttempts: config.authRateLimit.max,
      bookingsPerAddress: config.bookingRateLimit.perAddress,
      bookingsPerEmail: config.bookingRateLimit.perEmail,
    },
  };
}
