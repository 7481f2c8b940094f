import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as r from './integrations.routes.ts';
import * as keys from './keys.service.ts';
import * as hooks from './webhooks.service.ts';

export const places: Handler<typeof r.placesRoute> = async (c) =>
  c.json(await keys.listIntegrationPlaces(serviceContext(c)), 200);

export const listKeys: Handler<typeof r.listKeysRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await keys.listKeys(serviceContext(c), kind, id), 200);
};

export const createKey: Handler<typeof r.createKeyRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await keys.createKey(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const revokeKey: Handler<typeof r.revokeKeyRoute> = async (c) =>
  c.json(await keys.revokeKey(serviceContext(c), c.req.valid('param').keyId), 200);

export const webhooks: Handler<typeof r.webhooksRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await hooks.overview(serviceContext(c), kind, id), 200);
};

export const createWebhook =
  (rules: hooks.WebhookRules): Handler<typeof r.createWebhookRoute> =>
  async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await hooks.createEndpoint(serviceContext(c), rules, kind, id, c.req.valid('json')), 201);
  };

export const removeWebhook: Handler<typeof r.removeWebhookRoute> = async (c) => {
  await hooks.removeEndpoint(serviceContext(c), c.req.valid('param').endpointId);
  return c.body(null, 204);
};

export const rotateSecret: Handler<typeof r.rotateSecretRoute> = async (c) =>
  c.json(await hooks.rotateSecret(serviceContext(c), c.req.valid('param').endpointId), 200);

export const testEvent: Handler<typeof r.testEventRoute> = async (c) =>
  c.json(await hooks.sendTestEvent(serviceContext(c), c.req.valid('param').endpointId), 202);

export const resend: Handler<typeof r.resendRoute> = async (c) =>
  c.json(await hooks.resendDelivery(serviceContext(c), c.req.valid('param').deliveryId), 202);
