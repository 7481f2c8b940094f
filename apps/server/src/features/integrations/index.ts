import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { BookingLimits } from '../horeca/index.ts';
import * as h from './integrations.handlers.ts';
import * as r from './integrations.routes.ts';
import * as ph from './public-api.handlers.ts';
import * as pr from './public-api.routes.ts';
import { bearerKey, MISSING_KEY } from './public-api.service.ts';

export { defineWebhookDispatch, dispatchDueWebhooks, signatureHeader, WEBHOOKS_JOB } from './dispatch.ts';
export { hashKey } from './keys.service.ts';

export interface IntegrationsTuning {
  /** Webhooks to this machine or a private network: development and tests only (SSRF). */
  allowPrivateTargets: boolean;
  /** The booking form's limits, for bookings made through the API. */
  bookingLimits: BookingLimits;
}

/** A public API call without a key is refused before its input is read (the services check the key itself). */
const bearerRequired = createMiddleware<AppEnv>(async (c, next) => {
  if (!bearerKey(c.req.header('authorization'))) throw new UnauthorizedError(MISSING_KEY);
  return next();
});

export function integrationsRouter(tuning: IntegrationsTuning) {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', pr.API_KEY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'plk_…',
    description:
      'Een API-sleutel uit /integrations-management: `Authorization: Bearer plk_…`. Elke sleutel hoort bij één zaak, heeft rechten (scopes) en een limiet per minuut.',
  });
  router.use('/api/v1/*', bearerRequired);
  return router
    .openapi(r.placesRoute, h.places)
    .openapi(r.listKeysRoute, h.listKeys)
    .openapi(r.createKeyRoute, h.createKey)
    .openapi(r.revokeKeyRoute, h.revokeKey)
    .openapi(r.webhooksRoute, h.webhooks)
    .openapi(r.createWebhookRoute, h.createWebhook({ allowPrivateTargets: tuning.allowPrivateTargets }))
    .openapi(r.removeWebhookRoute, h.removeWebhook)
    .openapi(r.rotateSecretRoute, h.rotateSecret)
    .openapi(r.testEventRoute, h.testEvent)
    .openapi(r.resendRoute, h.resend)
    .openapi(pr.apiProductsRoute, ph.products)
    .openapi(pr.apiUpdateProductRoute, ph.updateProduct)
    .openapi(pr.apiVenueMenuRoute, ph.venueMenu)
    .openapi(pr.apiReservationsRoute, ph.reservations)
    .openapi(pr.apiCreateReservationRoute, ph.createReservation(tuning.bookingLimits));
}
