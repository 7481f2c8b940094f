import { sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Database } from '../client.ts';
import { seedCoffeeshops } from './coffeeshops.ts';
import { seedCommunity } from './community.ts';
import { seedContactMessages } from './contact-messages.ts';
import { seedContent } from './content.ts';
import { assignDemoOwner, seedDemoAccounts } from './demo-accounts.ts';
import { seedHoreca } from './horeca.ts';
import { seedPartnersAndVacancies } from './partners.ts';
import { seedDemoPlans } from './plans.ts';
import { seedProducts } from './products.ts';
import { seedSites } from './sites.ts';
import { seedSocialPosts } from './social.ts';
import { seedStaffPlanner } from './staff-planner.ts';

/** Runs every seed step; each step is idempotent so it is safe on every start. */
export async function seed(deps: { auth: Auth; db: Database; logger: Logger; demoAccounts: boolean }) {
  await seedCommunity(deps.db);
  const directory = await seedCoffeeshops(deps.db);
  const menuItems = await seedProducts(deps.db);
  const horecaVenues = await seedHoreca(deps.db);
  if (horecaVenues > 0) deps.logger.info({ venues: horecaVenues }, 'horecazaken aangemaakt');
  const content = await seedContent(deps.db);
  if (content > 0) deps.logger.info({ content }, 'blog, nieuws en evenementen aangemaakt');
  const jobs = await seedPartnersAndVacancies(deps.db);
  if (jobs > 0) deps.logger.info({ created: jobs }, 'partners en vacatures aangemaakt');
  // PGlite has no autovacuum: fresh statistics keep the planner on the indexes.
  if (menuItems + horecaVenues > 0) await deps.db.execute(sql`analyze`);
  if (directory.shops + directory.telers + menuItems > 0)
    deps.logger.info({ ...directory, products: menuItems }, 'coffeeshops, telers en menu’s aangemaakt');
  if (deps.demoAccounts) {
    const created = await seedDemoAccounts(deps.auth, deps.db);
    if (created > 0) deps.logger.info({ created }, 'demo-accounts aangemaakt');
    await assignDemoOwner(deps.db);
    await seedDemoPlans(deps.db);
    await seedSocialPosts(deps.db);
    await seedSites(deps.db);
    await seedContactMessages(deps.db);
    const employees = await seedStaffPlanner(deps.db);
    if (employees > 0) deps.logger.info({ employees }, 'demo-roosters aangemaakt');
  }
}
