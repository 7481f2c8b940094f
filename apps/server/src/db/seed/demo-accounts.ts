import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../client.ts';
import { coffeeshopManagers, coffeeshops, menuImports, profiles, userRoles, users, venues } from '../schema/index.ts';
import { DEMO_ACCOUNTS, insertMenuImport } from './factories.ts';

/**
 * Creates the demo account of each role once. They are verified (age and e-mail address) and active so
 * every area can be tried; an existing account is left as it is but for a confirmed address.
 */
export async function seedDemoAccounts(auth: Auth, db: Database): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query.users.findFirst({ where: eq(users.email, account.email) });
    // Demo addresses are ours: confirmed from the start (ADR 060), also in a database seeded before verification.
    if (existing) {
      if (!existing.emailVerified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
      continue;
    }
    const { role, ...signUp } = account;
    const result = await auth.api.signUpEmail({ body: { ...signUp, name: `${signUp.firstName} ${signUp.lastName}` } });
    const userId = result.user.id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    if (role !== 'user') await db.insert(userRoles).values({ userId, role });
    await db
      .update(profiles)
      .set({ ageVerified: true, verificationStatus: 'verified', accountStatus: 'active', verifiedAt: new Date() })
      .where(eq(profiles.id, userId));
    created++;
  }
  return created;
}

/**
 * The demo shop: gebruiker@demo.nl owns one Amsterdam shop, so menu management
 * can be tried; demo@demo.nl is its manager too, which lets the demo dashboard
 * read the sample catalogue (the demo role can never write, ADR 011).
 */
export async function assignDemoOwner(db: Database) {
  const owner = await db.query.users.findFirst({ where: eq(users.email, 'gebruiker@demo.nl') });
  if (!owner) return;
  let shop = await db.query.coffeeshops.findFirst({ where: eq(coffeeshops.ownerId, owner.id) });
  if (!shop) {
    shop = await db.query.coffeeshops.findFirst({
      where: and(eq(coffeeshops.plaatsSlug, 'amsterdam'), isNull(coffeeshops.ownerId)),
      orderBy: asc(coffeeshops.name),
    });
    if (!shop) return;
    await db.update(coffeeshops).set({ ownerId: owner.id }).where(eq(coffeeshops.id, shop.id));
  }
  // The same owner runs one Amsterdam venue, so /horeca-manager can be tried.
  const venue = await db.query.venues.findFirst({ where: eq(venues.plaatsSlug, 'amsterdam'), orderBy: asc(venues.name) });
  if (venue && !venue.ownerId) await db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venue.id));
  const demo = await db.query.users.findFirst({ where: eq(users.email, 'demo@demo.nl') });
  if (demo) await db.insert(coffeeshopManagers).values({ coffeeshopId: shop.id, userId: demo.id }).onConflictDoNothing();
  await seedMenuImportHistory(db, owner.id, shop.id, venue?.ownerId === owner.id ? venue.id : undefined);
}

/** Two earlier menu imports of the demo owner, so /menu-import-history is not empty (issue 18). */
async function seedMenuImportHistory(db: Database, userId: string, shopId: string, venueId: string | undefined) {
  if (await db.query.menuImports.findFirst({ where: eq(menuImports.userId, userId) })) return;
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await insertMenuImport(db, { userId, placeId: shopId, createdAt: daysAgo(3) });
  if (venueId) {
    await insertMenuImport(db, {
      userId,
      placeType: 'venue',
      placeId: venueId,
      sourceType: 'pdf',
      fileName: 'kaart-najaar.pdf',
      parsed: 24,
      created: 24,
      updated: 0,
      removed: 0,
      createdAt: daysAgo(10),
    });
  }
}
