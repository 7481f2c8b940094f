import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminSitesSchema,
  DomainAllowedQuerySchema,
  IntroSuggestionSchema,
  MySitesSchema,
  ShowcaseSiteSchema,
  SiteDomainInputSchema,
  SiteIdParamSchema,
  SiteInputSchema,
  SitePlaceParamsSchema,
  SitePublishInputSchema,
  SiteTemplateParamSchema,
  SiteTemplateToggleSchema,
  SiteViewSchema,
} from '@platform/core';
import { errorResponses, jsonBody, jsonResponse } from '../../platform/openapi.ts';

const tags = ['sites'];

export const mySitesRoute = createRoute({
  method: 'get',
  path: '/api/sites/manage',
  tags,
  summary: 'De zaken die je beheert, elk met zijn website (of nog geen), en de sjablonen die je kunt kiezen',
  responses: { 200: jsonResponse(MySitesSchema, 'Je zaken en websites'), ...errorResponses(401, 403) },
});

export const saveSiteRoute = createRoute({
  method: 'put',
  path: '/api/sites/manage/{kind}/{placeId}',
  tags,
  summary: 'De website van een zaak maken of wijzigen (sjabloon, kleuren met WCAG AA-contrast, pagina’s, introductie, adres)',
  request: { params: SitePlaceParamsSchema, ...jsonBody(SiteInputSchema) },
  responses: { 200: jsonResponse(SiteViewSchema, 'Opgeslagen'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const introRoute = createRoute({
  method: 'post',
  path: '/api/sites/manage/{kind}/{placeId}/intro',
  tags,
  summary: '“Help me schrijven”: een introductie van de assistent, of uit de gegevens van de zaak als er geen taalmodel is',
  request: { params: SitePlaceParamsSchema },
  responses: { 200: jsonResponse(IntroSuggestionSchema, 'Voorstel'), ...errorResponses(401, 403, 404, 422) },
});

export const publishRoute = createRoute({
  method: 'post',
  path: '/api/sites/manage/site/{siteId}/publish',
  tags,
  summary: 'Een website publiceren op /sites/{slug} (en het eigen domein) of offline halen',
  request: { params: SiteIdParamSchema, ...jsonBody(SitePublishInputSchema) },
  responses: { 200: jsonResponse(SiteViewSchema, 'Gewijzigd'), ...errorResponses(401, 403, 404, 422) },
});

export const setDomainRoute = createRoute({
  method: 'put',
  path: '/api/sites/manage/site/{siteId}/domain',
  tags,
  summary: 'Een eigen domein invullen (nog niet geverifieerd)',
  request: { params: SiteIdParamSchema, ...jsonBody(SiteDomainInputSchema) },
  responses: { 200: jsonResponse(SiteViewSchema, 'Ingevuld'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const removeDomainRoute = createRoute({
  method: 'delete',
  path: '/api/sites/manage/site/{siteId}/domain',
  tags,
  summary: 'Het eigen domein loskoppelen',
  request: { params: SiteIdParamSchema },
  responses: { 200: jsonResponse(SiteViewSchema, 'Losgekoppeld'), ...errorResponses(401, 403, 404, 422) },
});

export const verifyDomainRoute = createRoute({
  method: 'post',
  path: '/api/sites/manage/site/{siteId}/domain/verify',
  tags,
  summary: 'De DNS van het eigen domein controleren (CNAME of A-record naar het platform)',
  request: { params: SiteIdParamSchema },
  responses: { 200: jsonResponse(SiteViewSchema, 'Geverifieerd'), ...errorResponses(401, 403, 404, 422) },
});

export const showcaseRoute = createRoute({
  method: 'get',
  path: '/api/sites/showcase',
  tags,
  summary: 'Gepubliceerde websites (naam, plaats, sjabloon, link)',
  responses: { 200: jsonResponse(z.array(ShowcaseSiteSchema), 'Websites') },
});

export const domainAllowedRoute = createRoute({
  method: 'get',
  path: '/api/sites/domain-allowed',
  tags,
  summary: 'Voor de TLS-proxy (Caddy on-demand TLS “ask”): 200 alleen voor een geverifieerd domein van een gepubliceerde site',
  request: { query: DomainAllowedQuerySchema },
  responses: {
    200: jsonResponse(z.object({ allowed: z.literal(true) }), 'Toegestaan'),
    ...errorResponses(404),
  },
});

export const adminSitesRoute = createRoute({
  method: 'get',
  path: '/api/admin/sites',
  tags,
  summary: 'Beheer: alle websites, hun domeinen en de sjablonen',
  responses: { 200: jsonResponse(AdminSitesSchema, 'Websites en sjablonen'), ...errorResponses(401, 403) },
});

export const adminTemplateRoute = createRoute({
  method: 'put',
  path: '/api/admin/sites/templates/{template}',
  tags,
  summary: 'Beheer: een sjabloon aan- of uitzetten voor nieuwe keuzes',
  request: { params: SiteTemplateParamSchema, ...jsonBody(SiteTemplateToggleSchema) },
  responses: { 200: jsonResponse(AdminSitesSchema, 'Gewijzigd'), ...errorResponses(401, 403, 422) },
});

export const adminUnpublishRoute = createRoute({
  method: 'post',
  path: '/api/admin/sites/{siteId}/unpublish',
  tags,
  summary: 'Beheer: een website offline halen',
  request: { params: SiteIdParamSchema },
  responses: { 200: jsonResponse(SiteViewSchema, 'Offline'), ...errorResponses(401, 403, 404, 422) },
});
