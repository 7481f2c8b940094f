import { z } from 'zod';
import { ProfileSchema } from './account.ts';
import { RoleSchema } from './roles-schema.ts';

/** What `/api/me` returns: the signed-in account, its profile and its role. */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: ProfileSchema,
  role: RoleSchema.nullable(),
  /** Admins granted the editor permission (the content manager); admins may edit anyway. */
  contentEditor: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;
