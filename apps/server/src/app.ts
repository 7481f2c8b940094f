import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import type { Auth } from './auth/auth.ts';
import { demoReadOnly, loginRequired, roleRequired, sessionMiddleware } from './auth/middleware.ts';
import { type Config, operationalDefaults } from './config.ts';
import type { AppEnv, Services } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountsRouter } from './features/accounts/index.ts';
import { adminRouter } from './features/admin/index.ts';
import { advancedRouter } from './features/advanced/index.ts';
import { aiContentRouter } from './features/ai-content/index.ts';
import { analyticsRouter } from './features/analytics/index.ts';
import { assistantRouter } from './features/assistant/index.ts';
import { auditRouter } from './features/audit/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { cannabisAdminRouter } from './features/cannabis-admin/index.ts';
import { coffeeshopsRouter } from './features/coffeeshops/index.ts';
import { communityRouter } from './features/community/index.ts';
import { contentRouter } from './features/content/index.ts';
import { eventsRouter } from './features/events/index.ts';
import { favoritesRouter } from './features/favorites/index.ts';
import { healthRouter } from './features/health/index.ts';
import { horecaRouter } from './features/horeca/index.ts';
import { imagesRouter } from './features/images/index.ts';
import { integrationsRouter } from './features/integrations/index.ts';
import { mapTilesRouter } from './features/map-tiles/index.ts';
import { marketingRouter } from './features/marketing/index.ts';
import { menuRouter } from './features/menu/index.ts';
import { menuImportRouter } from './features/menu-import/index.ts';
import { merchandiseRouter } from './features/merchandise/index.ts';
import { onboardingRouter } from './features/onboarding/index.ts';
import { partnersRouter } from './features/partners/index.ts';
import { placePhotosRouter } from './features/place-photos/index.ts';
import { reportsRouter } from './features/reports/index.ts';
import { screensRouter } from './features/screens/index.ts';
import { searchRouter } from './features/search/index.ts';
import { sitemapRouter } from './features/sitemap/index.ts';
import { createDnsLookup, siteHeaders, sitesRouter } from './features/sites/index.ts';
import { connectionDeps, createConnectors, socialRouter } from './features/social/index.ts';
import { staffRouter } from './features/staff/index.ts';
import { staffPlannerRouter } from './features/staff-planner/index.ts';
import { strainsRouter } from './features/strains/index.ts';
import { telersRouter } from './features/telers/index.ts';
import { usersRouter } from './features/users/index.ts';
import { vacanciesRouter } from './features/vacancies/index.ts';
import { verificationRouter } from './features/verification/index.ts';
import { widgetRouter } from './features/widget/index.ts';
import { PAGE_SHELLS } from './page-shells.ts';
import { externalInfo, externalModel, providerName } from './platform/ai/models.ts';
import { mountApiDocs } from './platform/api-docs.ts';
import { compression } from './platform/compression.ts';
import { handleError } from './platform/error-handler.ts';
import { NotFoundError } from './platform/errors.ts';
import { controlCharacterGuard, requestBodyLimit } from './platform/input-guard.ts';
import { requestLanguage } from './platform/language.ts';
import { localizeMessages } from './platform/localize-messages.ts';
import { loggedPath } from './platform/log-path.ts';
import type { Logger } from './platform/logger.ts';
import type { Mailer } from './platform/mail.ts';
import { maintenanceMode } from './platform/maintenance.ts';
import { privateCaching } from './platform/private-caching.ts';
import type { Realtime } from './platform/realtime.ts';
import { sameOriginWrites } from './platform/same-origin.ts';
import { securityHeaders } from './platform/security-headers.ts';
import type { ShopCache } from './platform/shop-cache.ts';
import { mountSpa } from './platform/spa.ts';
import type { Storage } from './platform/storage.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  realtime: Realtime;
  storage: Storage;
  mailer: Mailer;
  /** Aborted on SIGTERM/SIGINT so long-lived streams (screen events) end and the server can close. */
  shutdown: AbortSignal;
  /** Serialized shop pages and screen feeds, dropped on every change of their shop. */
  shopCache: ShopCache;
}

export function buildApp({ config, database, logger, auth, realtime, shutdown, storage, mailer, shopCache }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const services: Services = { db: database.db, realtime, mailer, storage, publicUrl: config.publicUrl, shopCache };

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('services', services);
    c.set('actor', null);
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    await next();
    c.get('logger').info(
      { method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use('*', compression());
  // Generated sites (ADR 059) get their own CSP once the platform's headers are set.
  app.use('*', siteHeaders(config.publicUrl));
  // Global input rules (ADR 018): messages in the client's language, one body size limit before any parsing.
  app.use('/api/*', requestLanguage);
  app.use('/api/*', localizeMessages);
  app.use('*', securityHeaders());
  // One external model (or none) for the assistants, the AI content drafts and the writing help of sites and posts.
  const external = externalModel(config.ai);
  // A verified own domain of a generated site is served its site, before any platform route (ADR 059).
  const sites = sitesRouter({
    dns: createDnsLookup(config.sites.dnsServers),
    target: config.sites,
    platformOrigin: config.publicUrl,
    assistant: { external, budget: config.aiBudget },
  });
  app.use('*', sites.ownDomain);
  app.use('/api/*', requestBodyLimit);
  app.use('/api/*', sameOriginWrites(config.trustedOrigins));
  app.use('/api/*', privateCaching);
  app.use('/api/*', sessionMiddleware(auth, database.db));
  app.use('/api/*', demoReadOnly);
  // Platform settings (ADR 058): maintenance answers 503 to public pages and non-admin writes; closed sign-ups 403.
  app.use('*', maintenanceMode(auth, database.db));
  // Signed-in-only and admin areas answer 401/403 before any input check (422):
  // a stranger learns nothing about a route's input. Services check again.
  for (const area of [
    '/api/me',
    '/api/favorites',
    '/api/verification',
    '/api/menu',
    '/api/horeca/manage',
    '/api/onboarding',
    '/api/places',
    '/api/reports',
    '/api/staff-planner',
    '/api/partner-dashboard',
    '/api/employers',
    '/api/social/places',
    '/api/social/posts',
    '/api/modules',
    '/api/content',
    '/api/event-organisers',
    '/api/sites/manage',
    '/api/integrations',
  ]) {
    app.use(area, loginRequired);
    app.use(`${area}/*`, loginRequired);
  }
  app.use('/api/assistant/threads', loginRequired);
  // Menu import: parse and jobs are open to the demo; diff, apply and history need an account.
  for (const path of ['/api/menu-import/diff', '/api/menu-import/apply', '/api/menu-import/history'])
    app.use(path, loginRequired);
  app.use('/api/auth/change-password', loginRequired);
  app.use('/api/admin/*', roleRequired('admin'));
  app.use('/api/reports/platform', roleRequired('admin'));
  app.use('/api/reports/platform/*', roleRequired('admin'));
  app.use('/api/admin/audit', roleRequired('superadmin'));
  app.use('/api/admin/admins', roleRequired('superadmin'));
  // After the area guards: a stranger gets 401/403 first. Every text input, Better Auth's included.
  app.use('/api/*', controlCharacterGuard);

  app.route('/', authRoutes(auth, config.trustProxy));
  app.route('/', healthRouter(database.kind));
  app.route('/', accountsRouter());
  app.route('/', adminRouter());
  app.route('/', advancedRouter({ defaults: operationalDefaults(config) }));
  app.route('/', coffeeshopsRouter());
  app.route('/', telersRouter());
  app.route('/', searchRouter());
  app.route('/', menuRouter());
  app.route('/', imagesRouter());
  app.route('/', mapTilesRouter({ ...config.mapTiles, trustProxy: config.trustProxy }));
  app.route('/', screensRouter(shutdown));
  app.route('/', communityRouter());
  app.route('/', verificationRouter());
  app.route('/', usersRouter());
  app.route('/', auditRouter());
  app.route('/', favoritesRouter());
  app.route('/', strainsRouter());
  app.route('/', cannabisAdminRouter());
  app.route('/', onboardingRouter());
  app.route('/', staffRouter());
  app.route('/', reportsRouter());
  app.route('/', staffPlannerRouter());
  app.route('/', analyticsRouter({ trustProxy: config.trustProxy, eventsPerMinute: config.analyticsEventsPerMinute }));
  app.route('/', placePhotosRouter());
  const writing = { external, budget: config.aiBudget, limits: config.assistantRateLimit, trustProxy: config.trustProxy };
  app.route('/', socialRouter(createConnectors(config.social), connectionDeps(config.social), writing));
  app.route('/', partnersRouter());
  app.route('/', marketingRouter({ trustProxy: config.trustProxy }));
  app.route('/', vacanciesRouter({ trustProxy: config.trustProxy }));
  app.route('/', merchandiseRouter({ trustProxy: config.trustProxy }));
  app.route('/', contentRouter());
  app.route('/', sites.router);
  app.route('/', widgetRouter({ publicUrl: config.publicUrl }));
  app.route('/', eventsRouter({ trustProxy: config.trustProxy }));
  app.route('/', menuImportRouter({ trustProxy: config.trustProxy, maxConcurrentReads: config.menuImportMaxJobs }));
  app.route('/', horecaRouter({ trustProxy: config.trustProxy, bookingLimits: config.bookingRateLimit, shutdown }));

  // API keys, the public API (/api/v1, its own Bearer keys) and webhooks (issue 22, ADR 057).
  app.route(
    '/',
    integrationsRouter({ allowPrivateTargets: config.env !== 'production', bookingLimits: config.bookingRateLimit }),
  );

  app.route(
    '/',
    assistantRouter({
      external,
      provider: providerName(config.ai),
      externalInfo: externalInfo(config.ai),
      budget: config.aiBudget,
      limits: config.assistantRateLimit,
      bookingLimits: config.bookingRateLimit,
      trustProxy: config.trustProxy,
      secureCookies: config.publicUrl.startsWith('https:'),
    }),
  );

  app.route(
    '/',
    aiContentRouter({
      external,
      budget: config.aiBudget,
      limits: config.assistantRateLimit,
      trustProxy: config.trustProxy,
    }),
  );

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Coffeeshop & Horeca Platform API', version: '1.0.0' },
  });
  mountApiDocs(app);
  app.route('/', sitemapRouter());
  app.all('/api/*', () => {
    throw new NotFoundError('Deze API-route bestaat niet.');
  });
  mountSpa(app, config.webDist, config.publicUrl, PAGE_SHELLS, { entry: config.webSsrEntry, limits: config.webSsrLimits });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof buildApp>;
