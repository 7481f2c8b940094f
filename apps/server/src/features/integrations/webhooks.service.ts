import { randomBytes, randomUUID } from 'node:crypto';
import {
  type IntegrationsOverview,
  isId,
  type PlaceKindName,
  WEBHOOK_EVENTS_BY_KIND,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  type WebhookEnvelope,
  webhookUrlProblem,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { auditAdminPlaceChange } from '../../platform/place-access.ts';
import { requireIntegrationAccess } from './access.ts';
import { privateTargetProblem } from './dispatch.ts';
import * as q from './integrations.queries.ts';

/** The router's tuning: whether webhooks may point at this machine or a private network (never in production). */
export interface WebhookRules {
  allowPrivateTargets: boolean;
}

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
const SECRET_VISIBLE = WEBHOOK_SECRET_PREFIX.length + 4;

function toEndpoint(row: q.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    secretPrefix: row.secret.slice(0, SECRET_VISIBLE),
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

function toDelivery(row: q.DeliveryRow, url: string): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    url,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const auditAction = (kind: PlaceKindName) => (kind === 'coffeeshop' ? 'shop.details' : 'venue.details');

/** A place's webhook endpoints and its latest 50 deliveries. */
export async function overview(ctx: ServiceContext, kind: PlaceKindName, placeId: string): Promise<IntegrationsOverview> {
  // Listed without the module (ADR 069), so a lapsed plan's webhooks can still be seen and removed.
  await requireIntegrationAccess(ctx, kind, placeId, { module: false });
  const [endpoints, deliveries] = await Promise.all([
    q.selectEndpoints(ctx.db, kind, placeId),
    q.selectDeliveries(ctx.db, kind, placeId),
  ]);
  return {
    endpoints: endpoints.map(toEndpoint),
    deliveries: deliveries.map(({ delivery, url }) => toDelivery(delivery, url)),
  };
}

function invalidUrl(message: string): never {
  throw new ValidationError(message, [{ path: ['url'], message }]);
}

export async function createEndpoint(
  ctx: ServiceContext,
  rules: WebhookRules,
  kind: PlaceKindName,
  placeId: string,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  const access = await requireIntegrationAccess(ctx, kind, placeId);
  const urlProblem = webhookUrlProblem(input.url, { allowLocal: rules.allowPrivateTargets });
  if (urlProblem) invalidUrl(urlProblem);
  if (!rules.allowPrivateTargets) {
    // Private, loopback or unresolvable: the same refusal as for localhost (the delivery log keeps the detail).
    if (await privateTargetProblem(input.url)) invalidUrl(UNREACHABLE);
  }
  const outside = input.events.filter((event) => !WEBHOOK_EVENTS_BY_KIND[kind].includes(event));
  if (outside.length > 0) {
    // An event of the other kind of place is unknown here.
    throw new ValidationError('Onbekende gebeurtenis', [{ path: ['events'], message: 'Onbekende gebeurtenis' }]);
  }
  const secret = newSecret();
  const row = await q.insertEndpoint(ctx.db, {
    placeKind: kind,
    placeId,
    createdBy: access.actor.user.id,
    url: input.url,
    events: input.events,
    secret,
  });
  await auditAdminPlaceChange(ctx, kind, access, auditAction(kind), { change: 'webhook.create', url: row.url });
  return { ...toEndpoint(row), secret };
}

const UNKNOWN_ENDPOINT = 'Deze webhook bestaat niet.';
const UNREACHABLE = 'Kies een openbaar HTTPS-adres';

async function ownedEndpoint(ctx: ServiceContext, endpointId: string, options = { module: true }) {
  requireLogin(ctx);
  const endpoint = isId(endpointId) ? await q.selectEndpoint(ctx.db, endpointId) : undefined;
  if (!endpoint) throw new NotFoundError(UNKNOWN_ENDPOINT);
  const access = await requireIntegrationAccess(ctx, endpoint.placeKind, endpoint.placeId, options);
  return { endpoint, access };
}

export async function removeEndpoint(ctx: ServiceContext, endpointId: string): Promise<void> {
  const { endpoint, access } = await ownedEndpoint(ctx, endpointId, { module: false });
  await q.deleteEndpoint(ctx.db, endpoint.id);
  await auditAdminPlaceChange(ctx, endpoint.placeKind, access, auditAction(endpoint.placeKind), {
    change: 'webhook.remove',
    url: endpoint.url,
  });
}

/** A new signing secret, at once: deliveries from now on are signed with it. */
export async function rotateSecret(ctx: ServiceContext, endpointId: string): Promise<WebhookEndpointWithSecret> {
  const { endpoint, access } = await ownedEndpoint(ctx, endpointId);
  const secret = newSecret();
  const row = await q.updateEndpointSecret(ctx.db, endpoint.id, secret, new Date());
  if (!row) throw new NotFoundError(UNKNOWN_ENDPOINT);
  await auditAdminPlaceChange(ctx, endpoint.placeKind, access, auditAction(endpoint.placeKind), {
    change: 'webhook.rotate_secret',
    url: endpoint.url,
  });
  return { ...toEndpoint(row), secret };
}

/** Queues a `webhook.test` event to this endpoint alone; the dispatch job sends it within a minute. */
export async function sendTestEvent(ctx: ServiceContext, endpointId: string): Promise<WebhookDelivery> {
  const { endpoint } = await ownedEndpoint(ctx, endpointId);
  const now = new Date();
  const envelope: WebhookEnvelope = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    createdAt: now.toISOString(),
    place: { kind: endpoint.placeKind, id: endpoint.placeId },
    data: { message: 'Testbericht van het platform: je webhook werkt.' },
  };
  const row = await q.insertDelivery(ctx.db, {
    endpointId: endpoint.id,
    eventId: envelope.id,
    eventType: WEBHOOK_TEST_EVENT,
    body: JSON.stringify(envelope),
    nextAttemptAt: now,
    test: true,
  });
  return toDelivery(row, endpoint.url);
}

/** Sends a delivery's event again, as a new delivery with the same event id and body (the receiver can dedupe). */
export async function resendDelivery(ctx: ServiceContext, deliveryId: string): Promise<WebhookDelivery> {
  requireLogin(ctx);
  const found = isId(deliveryId) ? await q.selectDelivery(ctx.db, deliveryId) : undefined;
  if (!found) throw new NotFoundError('Deze aflevering bestaat niet.');
  const { delivery, endpoint } = found;
  await requireIntegrationAccess(ctx, endpoint.placeKind, endpoint.placeId);
  const row = await q.insertDelivery(ctx.db, {
    endpointId: endpoint.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    body: delivery.body,
    nextAttemptAt: new Date(),
    test: delivery.test,
  });
  return toDelivery(row, endpoint.url);
}
