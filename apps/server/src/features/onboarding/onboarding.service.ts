import {
  type Application,
  type ClaimableShop,
  type ClaimInput,
  type CoffeeshopDraft,
  type CoffeeshopStepInput,
  type HorecaStepInput,
  missingSteps,
  slugify,
  type Town,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { type Geocoder, offlineGeocoder, townNamed } from '../../platform/geocoding/geocoder.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { toApplication } from './application-view.ts';
import * as q from './onboarding.queries.ts';

/*
 * The applicant's side of onboarding a coffeeshop (issue 16, ADR 032): a draft saved step by step, submitted to the
 * review queue, or a claim of an existing listing without owner.
 */

const BRAND = 'coffeeshop' as const;
type Brand = q.Brand;
export const KVK_LIVE: Record<Brand, string> = {
  coffeeshop: 'Er staat al een coffeeshop met dit KvK-nummer op het platform.',
  horeca: 'Er staat al een zaak met dit KvK-nummer op het platform.',
};

/** Two first saves at once (two tabs): the one-open-application index refuses the second. */
async function oneOpen<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (/place_applications_open_idx/.test(String((error as { cause?: unknown })?.cause ?? error))) {
      throw new ConflictError('Je aanmelding is net in een ander venster opgeslagen. Laad de pagina opnieuw.');
    }
    throw error;
  }
}

/** The applicant's latest application (open or decided), or null before the first saved step. */
export async function myApplication(ctx: ServiceContext, brand: Brand = BRAND): Promise<Application | null> {
  const actor = requireLogin(ctx);
  const row = await q.selectLatest(ctx.db, actor.user.id, brand);
  return row ? toApplication(ctx.db, row) : null;
}

/** The towns an applicant may pick when the geocoder does not know the postcode. */
export function towns(ctx: ServiceContext, geocoder: Geocoder = offlineGeocoder): readonly Town[] {
  requireLogin(ctx);
  return geocoder.towns();
}

/** The open application to change; one under review cannot change. */
export async function editable(db: ServiceContext['db'], actor: Actor, brand: Brand = BRAND): Promise<q.ApplicationRow | null> {
  const open = await q.selectOpen(db, actor.user.id, brand);
  if (open?.status === 'submitted') {
    throw new ConflictError('Je aanvraag wordt beoordeeld: je kunt haar nu niet wijzigen.');
  }
  return open;
}

async function section(input: CoffeeshopStepInput | HorecaStepInput, geocoder: Geocoder): Promise<Partial<CoffeeshopDraft>> {
  const { step, ...values } = input;
  // The photos are uploaded one by one (draft-photos.service.ts); saving the step keeps them, none is fine.
  if (input.step === 'photos') return {};
  if (input.step !== 'address') return { [step]: values };
  const { town: picked, ...address } = input;
  const town = (await geocoder.locate(input.postcode, input.houseNumber)) ?? (picked ? townNamed(geocoder, picked) : null);
  if (!town) {
    const message = picked ? 'Kies een plaats uit de lijst' : 'We kennen deze postcode niet. Kies je plaats uit de lijst.';
    throw new ValidationError(message, [{ path: ['town'], message }]);
  }
  const { step: _step, ...rest } = address;
  return {
    address: { ...rest, plaats: town.name, province: town.province, latitude: town.latitude, longitude: town.longitude },
  };
}

/** Saves one step of the wizard; the first saved step starts the draft. */
export async function saveStep(
  ctx: ServiceContext,
  input: CoffeeshopStepInput | HorecaStepInput,
  brand: Brand = BRAND,
  geocoder: Geocoder = offlineGeocoder,
): Promise<Application> {
  const actor = requireLogin(ctx);
  const values = await section(input, geocoder);
  const row = await oneOpen(
    withTransaction(ctx, async (tx) => {
      const open = await editable(tx.db, actor, brand);
      const draft: CoffeeshopDraft = { ...(open?.kind === 'new' ? open.draft : {}), ...values };
      if (input.step === 'photos') draft.photos ??= [];
      const fields = {
        kind: 'new' as const,
        claimShopId: null,
        step: input.step,
        draft,
        name: draft.business?.name ?? null,
        kvkNumber: draft.business?.kvkNumber ?? null,
      };
      if (open) return q.updateApplication(tx.db, open.id, fields);
      return q.insertApplication(tx.db, { ...fields, applicantId: actor.user.id, brand });
    }),
  );
  return toApplication(ctx.db, row);
}

/** Complete, not a business already on the platform: then into the review queue. */
export async function submit(ctx: ServiceContext, brand: Brand = BRAND): Promise<Application> {
  const actor = requireLogin(ctx);
  const row = await withTransaction(ctx, async (tx) => {
    const open = await editable(tx.db, actor, brand);
    if (!open) throw new NotFoundError('Je hebt nog geen aanmelding om in te dienen.');
    const draft = open.draft as CoffeeshopDraft;
    const missing = missingSteps(draft, brand);
    if (open.kind === 'new' && missing.length > 0) {
      throw new ValidationError(
        'Je aanmelding is nog niet compleet. Vul eerst alle stappen in.',
        missing.map((step) => ({ path: [step], message: 'Deze stap is nog niet ingevuld' })),
      );
    }
    if (open.kvkNumber && (await q.selectLiveKvk(tx.db, open.kvkNumber, open.id))) {
      throw new ConflictError(KVK_LIVE[brand]);
    }
    if (open.kind === 'new' && draft.business && draft.address) {
      const slugs = [slugify(draft.address.plaats), slugify(draft.business.name)] as const;
      if (brand === 'horeca' && (await q.selectVenueBySlugs(tx.db, ...slugs))) {
        throw new ConflictError('Er bestaat al een zaak met deze naam in deze plaats.');
      }
      if (brand === 'coffeeshop' && (await q.selectShopBySlugs(tx.db, ...slugs))) {
        throw new ConflictError(
          'Er bestaat al een coffeeshop met deze naam in deze plaats. Is die van jou? Claim dan de vermelding.',
        );
      }
    }
    return q.updateApplication(tx.db, open.id, { status: 'submitted', submittedAt: new Date() });
  });
  return toApplication(ctx.db, row);
}

/** Live shops without an owner that the applicant may claim. */
export async function claimable(ctx: ServiceContext, search: string): Promise<ClaimableShop[]> {
  requireLogin(ctx);
  return q.selectClaimable(ctx.db, search);
}

/** Claims an existing listing: straight into the review queue, replacing an unsent draft. */
export async function claim(ctx: ServiceContext, input: ClaimInput): Promise<Application> {
  const actor = requireLogin(ctx);
  const row = await oneOpen(
    withTransaction(ctx, async (tx) => {
      const [shop] = await q.selectShops(tx.db, [input.coffeeshopId]);
      if (!shop?.active) throw new NotFoundError('Deze coffeeshop bestaat niet.');
      if (shop.ownerId) throw new ConflictError('Deze coffeeshop heeft al een eigenaar.');
      const open = await editable(tx.db, actor);
      const fields = {
        kind: 'claim' as const,
        status: 'submitted' as const,
        submittedAt: new Date(),
        step: 'claim',
        claimShopId: shop.id,
        name: shop.name,
        kvkNumber: input.kvkNumber,
        draft: {
          business: { name: shop.name, kvkNumber: input.kvkNumber, description: input.note },
          contact: { phone: input.phone, email: actor.user.email, website: null },
        },
      };
      if (open) return q.updateApplication(tx.db, open.id, fields);
      return q.insertApplication(tx.db, { ...fields, applicantId: actor.user.id, brand: BRAND });
    }),
  );
  return toApplication(ctx.db, row);
}
