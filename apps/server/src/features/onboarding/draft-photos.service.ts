import type { OnboardingBrand } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Album } from '../place-photos/index.ts';
import * as q from './onboarding.queries.ts';
import { editable } from './onboarding.service.ts';

/**
 * The photos of the applicant's own open draft (never one under review: 409). A claim has no photo step: the
 * listing keeps its own photos.
 */
export function draftAlbum(brand: OnboardingBrand): Album {
  return {
    async open(ctx) {
      const actor = requireLogin(ctx);
      const open = await editable(ctx.db, actor, brand);
      if (open?.kind !== 'new') throw new NotFoundError('Begin eerst je aanmelding: vul de eerste stap in.');
      return {
        photos: open.draft.photos ?? [],
        async save(photos) {
          await q.updateApplication(ctx.db, open.id, { draft: { ...open.draft, photos } });
        },
      };
    },
  };
}
