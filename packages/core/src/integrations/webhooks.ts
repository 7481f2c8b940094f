import { z } from 'zod';
import { idSchema } from '../ids.ts';
import type { PlaceKindName } from '../place-staff.ts';

/** What a place's webhooks can be told about (issue 22, ADR 057). */
export const WEBHOOK_EVENTS = ['menu.changed', 'stock.changed', 'reservation.created', 'reservation.cancelled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** A test event ("send test event") goes to one endpoint whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A venue's `menu.changed` (ADR 080) carries what its menu editor changed, by id. */
export interface VenueMenuChange {
  change: 'menu.replace';
  sections: { created: string[]; updated: string[]; deleted: string[] };
  dishes: { created: string[]; updated: string[]; deleted: string[] };
}

export const WEBHOOK_EVENTS_BY_KIND: Record<PlaceKindName, readonly WebhookEventType[]> = {
  coffeeshop: ['menu.changed', 'stock.changed'],
  venue: ['menu.changed', 'reservation.created', 'reservation.cancelled'],
};

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Platform-Signature';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A receiver should refuse a signature older than this (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_URL_MAX = 500;

/**
 * Minutes to wait after each failed attempt: after the sixth attempt the delivery has failed
 * for good (about 8.5 hours after the first), and the owner can resend it from the log.
 */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 360] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_MINUTES.length + 1;

/** When to try again after `attempts` failed attempts, or null when the delivery has run out of attempts. */
export function nextWebhookAttempt(attempts: number, failedAt: Date): Date | null {
  const minutes = WEBHOOK_RETRY_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(failedAt.getTime() + minutes * 60_000);
}

/** The text that is signed: the timestamp, a dot and the exact body. */
export function signedPayload(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** Reads `t=...,v1=...` (more v1 values may follow during a secret rotation); null when malformed. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a webhook address is refused, or null. HTTPS only; plain HTTP only to this machine, and only
 * where local targets are allowed (development and tests). Private networks are checked again on
 * the server against the resolved addresses (SSRF).
 */
export function webhookUrlProblem(value: string, options: { allowLocal: boolean }): string | null {
  // Parsed by hand: core runs without the DOM's or Node's URL (shared by server and browser builds).
  const match = /^([a-z][a-z0-9+.-]*):\/\/(?:([^@/?#]*)@)?(\[[0-9a-f:.]+\]|[^:/?#\s]+)(?::(\d{1,5}))?([/?#]\S*)?$/i.exec(value);
  if (!match) return 'Vul het webadres van de webhook in';
  const [, scheme = '', userInfo, host = ''] = match;
  // A user name or password in the address would travel with every delivery: refused as no valid address.
  if (userInfo !== undefined) return 'Vul het webadres van de webhook in';
  const protocol = scheme.toLowerCase();
  const local = LOCAL_HOSTS.has(host.toLowerCase());
  if (local && !options.allowLocal) return 'Kies een openbaar HTTPS-adres';
  if (protocol === 'https') return null;
  if (protocol === 'http' && local) return null;
  return 'Kies een openbaar HTTPS-adres';
}

export const WebhookEndpointParamsSchema = z.object({ endpointId: idSchema('Deze webhook bestaat niet.') });
export const WebhookDeliveryParamsSchema = z.object({ deliveryId: idSchema('Deze aflevering bestaat niet.') });

export const WebhookEndpointInputSchema = z.object({
  url: z
    .string({ error: 'Vul het webadres van de webhook in' })
    .trim()
    .min(1, 'Vul het webadres van de webhook in')
    .max(WEBHOOK_URL_MAX, `Een webadres mag maximaal ${WEBHOOK_URL_MAX} tekens hebben`),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Onbekende gebeurtenis' }), { error: 'Kies minstens één gebeurtenis' })
    .min(1, 'Kies minstens één gebeurtenis')
    .max(WEBHOOK_EVENTS.length, `Maximaal ${WEBHOOK_EVENTS.length}`)
    .transform((list) => [...new Set(list)]),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The first characters of the signing secret, to tell it apart after a rotation. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** Creation and rotation: the only answers carrying the whole signing secret. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const IntegrationsOverviewSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema),
  deliveries: z.array(WebhookDeliverySchema),
});
export type IntegrationsOverview = z.infer<typeof IntegrationsOverviewSchema>;

/** What a receiver gets as the body of every delivery. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  place: { kind: PlaceKindName; id: string };
  data: Record<string, unknown>;
}
