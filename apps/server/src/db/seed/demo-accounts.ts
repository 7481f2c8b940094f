import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../client.ts';
import { profiles, userRoles, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './factories.ts';

/**
 * Creates the demo account of each role once. They are verified and active so
 * every area can be tried; an existing account is left as it is.
 */
export async function seedDemoAccounts(auth: Auth, db: Database): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query.users.findFirst({ where: eq(users.email, account.email) });
    if (existing) continue;
    const { role, ...signUp } = account;
    const result = await auth.api.signUpEmail({ body: { ...signUp, name: `${signUp.firstName} ${signUp.lastName}` } });
    const userId = result.user.id;
    if (role !== 'user') await db.insert(userRoles).values({ userId, role });
    await db
      .update(profiles)
      .set({ ageVerified: true, verificationStatus: 'verified', accountStatus: 'active', verifiedAt: new Date() })
      .where(eq(profiles.id, userId));
    created++;
  }
  return created;
}
