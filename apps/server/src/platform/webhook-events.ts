import { randomUUID } from 'node:crypto';
import type { PlaceKindName, WebhookEnvelope, WebhookEventType } from '@platform/core';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { placeHasModule } from './modules.ts';

/**
 * The outbox of outgoing webhooks (issue 22, ADR 057): a change of a place writes one pending
 * delivery per endpoint that subscribed to the event (while the place's plan holds the integrations), in the
 * caller's transaction when it passes one, so an event exists exactly when its change committed. The integrations feature's dispatch
 * job sends them (signed, retried). Shared infrastructure, so menu and bookings can record events
 * without importing the integrations feature (which itself uses theirs).
 */
export async function queueWebhookEvent(
  db: Database,
  place: { kind: PlaceKindName; id: string },
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.placeKind, place.kind),
        eq(webhookEndpoints.placeId, place.id),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return;
  // A place whose plan lost the integrations sends no more events (ADR 069); its endpoints stay until removed.
  if (!(await placeHasModule({ db, actor: null }, place.kind, place.id, 'koppelingen'))) return;
  const envelope: WebhookEnvelope = {
    id: randomUUID(),
    type,
    createdAt: now.toISOString(),
    place: { kind: place.kind, id: place.id },
    data,
  };
  const body = JSON.stringify(envelope);
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: envelope.id,
      eventType: type,
      body,
      status: 'pending' as const,
      nextAttemptAt: now,
    })),
  );
}
