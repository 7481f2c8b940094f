import type { Me } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { UnauthorizedError } from '../../platform/errors.ts';

/** The signed-in account as the client sees it. Blocked accounts still see themselves, to learn why. */
export function getMe(ctx: ServiceContext): Me {
  const actor = ctx.actor;
  if (!actor) throw new UnauthorizedError();
  const { profile } = actor;
  return {
    user: actor.user,
    role: actor.role,
    contentEditor: profile.contentEditor,
    profile: {
      id: profile.id,
      username: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      birthDate: profile.birthDate,
      ageVerified: profile.ageVerified,
      verificationStatus: profile.verificationStatus,
      accountStatus: profile.accountStatus,
      verifiedAt: profile.verifiedAt?.toISOString() ?? null,
      preferredBrand: profile.preferredBrand,
      avatarUrl: profile.avatarUrl,
    },
  };
}
