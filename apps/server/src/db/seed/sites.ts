import { slugify } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, sites, users, venues } from '../schema/index.ts';

/**
 * Published websites of the demo owner's venue and coffeeshop (ADR 059), so `/website-showcase` shows real sites
 * on a fresh start and the generator opens on an existing site. The coffeeshop's site has no menu page: the
 * generator never offers one (art. 3b Opiumwet). Once only: a place that has a site keeps it.
 */
export async function seedSites(db: Database) {
  const owner = await db.query.users.findFirst({ where: eq(users.email, 'gebruiker@demo.nl') });
  if (!owner) return;
  const venue = await db.query.venues.findFirst({ where: eq(venues.ownerId, owner.id), orderBy: asc(venues.name) });
  const shop = await db.query.coffeeshops.findFirst({ where: eq(coffeeshops.ownerId, owner.id), orderBy: asc(coffeeshops.name) });
  const published = { published: true, publishedAt: new Date() };
  const rows: Array<typeof sites.$inferInsert> = [];
  if (venue) {
    rows.push({
      ...published,
      placeKind: 'venue',
      placeId: venue.id,
      slug: slugify(venue.name),
      template: 'modern',
      colours: { accent: '#1f5f4a', background: '#ffffff', text: '#1c1c1c' },
      pages: ['home', 'menu', 'reserveren', 'over', 'contact', 'vacatures'],
      intro: `Welkom bij ${venue.name} in ${venue.plaats}. Kijk op de kaart, reserveer een tafel of kom gewoon langs.`,
    });
  }
  if (shop) {
    const where = shop.plaats ? ` in ${shop.plaats}` : '';
    rows.push({
      ...published,
      placeKind: 'coffeeshop',
      placeId: shop.id,
      slug: slugify(`${shop.name} ${shop.plaats ?? ''}`),
      template: 'klassiek',
      colours: { accent: '#2f4f3a', background: '#fbfaf7', text: '#1c1c1c' },
      pages: ['home', 'over', 'contact'],
      intro: `${shop.name}${where}: openingstijden, adres en hoe je ons bereikt. Alleen toegankelijk vanaf 18 jaar.`,
    });
  }
  for (const row of rows) {
    const existing = await db.query.sites.findFirst({ where: eq(sites.placeId, row.placeId) });
    if (!existing) await db.insert(sites).values(row).onConflictDoNothing();
  }
}
