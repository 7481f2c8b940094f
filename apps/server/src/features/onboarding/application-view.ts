import { type Application, type CoffeeshopDraft, ONBOARDING_STEPS } from '@platform/core';
import type { Database } from '../../db/client.ts';
import * as q from './onboarding.queries.ts';

/** The step the wizard resumes at: the one after the last saved step, or the summary once all are saved. */
export function resumeStep(row: Pick<q.ApplicationRow, 'step' | 'kind' | 'brand'>): string {
  if (row.kind === 'claim') return 'claim';
  const steps: readonly string[] = ONBOARDING_STEPS[row.brand];
  return steps[steps.indexOf(row.step) + 1] ?? 'submit';
}

/** Applications as the applicant and the reviewer see them, with the shops they claim or created. */
export async function toApplications(db: Database, rows: q.ApplicationRow[]): Promise<Application[]> {
  const ids = rows.flatMap((row) => [row.claimShopId, row.placeId]).filter((id): id is string => Boolean(id));
  const shops = new Map((await q.selectShops(db, [...new Set(ids)])).map((shop) => [shop.id, shop]));
  const venueIds = rows.flatMap((row) => (row.venueId ? [row.venueId] : []));
  const venues = new Map((await q.selectVenues(db, venueIds)).map((venue) => [venue.id, venue]));
  return rows.map((row) => {
    const claim = row.claimShopId ? shops.get(row.claimShopId) : undefined;
    const place = row.placeId ? shops.get(row.placeId) : row.venueId ? venues.get(row.venueId) : undefined;
    return {
      id: row.id,
      brand: row.brand,
      kind: row.kind,
      status: row.status,
      step: resumeStep(row),
      draft: row.draft as CoffeeshopDraft,
      claim: claim ? { id: claim.id, name: claim.name, plaats: claim.plaats } : null,
      reviewNote: row.reviewNote,
      place: place?.active ? { plaatsSlug: place.plaatsSlug, slug: place.slug } : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toApplication(db: Database, row: q.ApplicationRow): Promise<Application> {
  const [application] = await toApplications(db, [row]);
  return application as Application;
}
