import { z } from 'zod';
import { ProfileSchema } from './account.ts';
import { RoleSchema } from './roles.ts';

/** What `/api/me` returns: the signed-in account, its profile and its role. */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: ProfileSchema,
  role: RoleSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;
