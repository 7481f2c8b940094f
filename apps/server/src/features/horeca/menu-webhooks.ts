import type { MenuSection, VenueMenuChange } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { queueWebhookEvent } from '../../platform/webhook-events.ts';
import { menuOf } from './venues.queries.ts';

type Ids = { created: string[]; updated: string[]; deleted: string[] };

/** Which ids appear, disappear or differ (by `fingerprint`) between two lists. */
function compare<T extends { id: string }>(before: readonly T[], after: readonly T[], fingerprint: (item: T) => string): Ids {
  const old = new Map(before.map((item) => [item.id, fingerprint(item)]));
  const fresh = new Set(after.map((item) => item.id));
  return {
    created: after.filter((item) => !old.has(item.id)).map((item) => item.id),
    updated: after.filter((item) => old.has(item.id) && old.get(item.id) !== fingerprint(item)).map((item) => item.id),
    deleted: before.filter((item) => !fresh.has(item.id)).map((item) => item.id),
  };
}

/**
 * What a save of the menu editor changed, by section and dish id: a section by its name and place on the
 * menu, a dish by every field the public page shows (name, description, price, allergens, diets), its
 * section and its place. Null when nothing changed (a save without changes sends no event).
 */
export function venueMenuChange(before: readonly MenuSection[], after: readonly MenuSection[]): VenueMenuChange | null {
  const flat = (menu: readonly MenuSection[]) =>
    menu.flatMap((section) => section.dishes.map((dish, position) => ({ ...dish, sectionId: section.id, position })));
  const sections = compare(
    before.map((section, position) => ({ id: section.id, name: section.name, position })),
    after.map((section, position) => ({ id: section.id, name: section.name, position })),
    ({ name, position }) => JSON.stringify([name, position]),
  );
  const dishes = compare(flat(before), flat(after), (dish) => JSON.stringify(dish));
  const changed = [sections, dishes].some((ids) => ids.created.length + ids.updated.length + ids.deleted.length > 0);
  return changed ? { change: 'menu.replace', sections, dishes } : null;
}

/**
 * A venue's menu changed (ADR 080): one `menu.changed` event for its webhooks, in the transaction of the
 * change; the outbox sends it only to endpoints that subscribed and while the plan holds the integrations.
 */
export async function queueVenueMenuWebhook(
  db: Database,
  venueId: string,
  before: readonly MenuSection[],
  after: readonly MenuSection[],
): Promise<void> {
  const change = venueMenuChange(before, after);
  if (change) await queueWebhookEvent(db, { kind: 'venue', id: venueId }, 'menu.changed', { ...change });
}

/**
 * For a writer of a venue's menu other than the editor (the menu import): reads the menu now; the returned function,
 * called in the same transaction once the writer is done, queues what changed since as one `menu.changed` (ADR 080).
 */
export async function watchVenueMenu(db: Database, venueId: string): Promise<() => Promise<void>> {
  const before = await menuOf(db, venueId);
  return async () => queueVenueMenuWebhook(db, venueId, before, await menuOf(db, venueId));
}
