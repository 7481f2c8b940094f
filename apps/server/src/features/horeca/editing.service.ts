import {
  type CourseMenu,
  type CourseMenuInput,
  currentExceptions,
  DEFAULT_RESERVATION_SETTINGS,
  dutchDate,
  isId,
  type MenuInput,
  MenuInputSchema,
  type MenuSection,
  slugify,
  type VenueCreate,
  type VenueInput,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { addPlace, isDuplicatePlace } from '../../platform/place-create.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { queueVenueMenuWebhook } from './menu-webhooks.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueRow } from './venue-access.ts';
import * as q from './venues.queries.ts';
import { getCourseMenu } from './venues.service.ts';

const DUPLICATE = 'Er bestaat al een zaak met deze naam in deze plaats.';

export type EditableVenue = VenueInput & { id: string; slug: string; plaatsSlug: string };

function toEditable(venue: VenueRow): EditableVenue {
  const settings = venue.reservationSettings;
  return {
    id: venue.id,
    slug: venue.slug,
    plaatsSlug: venue.plaatsSlug,
    name: venue.name,
    category: venue.category,
    cuisines: venue.cuisines,
    priceLevel: venue.priceLevel,
    description: venue.description,
    address: venue.address,
    postcode: venue.postcode,
    plaats: venue.plaats,
    latitude: venue.latitude,
    longitude: venue.longitude,
    phone: venue.phone,
    email: venue.email,
    website: venue.website,
    openingHours: venue.openingHours,
    openingHoursExceptions: currentExceptions(venue.openingHoursExceptions, dutchDate(new Date())),
    reservationsEnabled: venue.reservationsEnabled,
    maxPartySize: settings.maxPartySize,
    coverLimitPerSlot: settings.coverLimitPerSlot,
    cutoffHours: settings.cutoffHours,
    notifyEmail: settings.notifyEmail ?? null,
  };
}

function columns(input: VenueInput, current?: VenueRow) {
  const { maxPartySize, coverLimitPerSlot, cutoffHours, notifyEmail, ...rest } = input;
  return {
    ...rest,
    plaatsSlug: slugify(input.plaats),
    reservationSettings: {
      ...(current?.reservationSettings ?? DEFAULT_RESERVATION_SETTINGS),
      maxPartySize,
      coverLimitPerSlot,
      cutoffHours,
      notifyEmail,
    },
    updatedAt: new Date(),
  };
}

/** The venue as its editor needs it: details, the menu and every active course menu. */
export async function editableVenue(ctx: ServiceContext, venueId: string) {
  const { venue } = await requireVenueAccess(ctx, venueId, null);
  const [menu, courses] = await Promise.all([q.menuOf(ctx.db, venue.id), q.selectActiveCourseMenus(ctx.db, venue.id, 'byName')]);
  const full = await Promise.all(courses.map((course) => getCourseMenu(ctx, course.id)));
  return { venue: toEditable(venue), menu, courseMenus: full };
}

export async function updateVenue(ctx: ServiceContext, venueId: string, input: VenueInput): Promise<EditableVenue> {
  const access = await requireVenueAccess(ctx, venueId, 'details');
  const { venue } = access;
  try {
    const updated = await q.updateVenueRow(ctx.db, venue.id, columns(input, venue));
    await auditAdminVenueChange(ctx, access, 'venue.details');
    return toEditable(updated);
  } catch (error) {
    if (isDuplicatePlace(error)) throw new ConflictError(DUPLICATE);
    throw error;
  }
}

/** A new venue, with a starting floor (four combinable two-tops, two fours) so it can take bookings at once. */
export async function createVenue(ctx: ServiceContext, input: VenueCreate): Promise<EditableVenue> {
  const { ownerEmail, ...details } = input;
  const created = await addPlace(ctx, {
    kind: 'venue',
    ownerEmail,
    insert: (db, ownerId) => q.insertVenueWithFloor(db, { ...columns(details), slug: slugify(details.name), ownerId }),
    action: 'venue.create',
    duplicate: DUPLICATE,
  });
  return toEditable(created);
}

/** Replaces the whole menu in one transaction: the editor saves what the owner sees, in that order. */
export async function replaceMenu(ctx: ServiceContext, venueId: string, input: MenuInput): Promise<MenuSection[]> {
  const access = await requireVenueAccess(ctx, venueId, 'menu');
  const { venue } = access;
  // Ids the editor sends back are kept only when they are this venue's own (course menus may point at dishes).
  const current = await q.menuOf(ctx.db, venue.id);
  const ownSections = new Set(current.map((section) => section.id));
  const ownDishes = new Set(current.flatMap((section) => section.dishes.map((dish) => dish.id)));
  const saved = await withTransaction(ctx, async (tx) => {
    await q.replaceMenuRows(tx.db, venue.id, input.sections, { sections: ownSections, dishes: ownDishes });
    const after = await q.menuOf(tx.db, venue.id);
    // The venue's webhooks hear of it in the same transaction (ADR 080): an event exists exactly when the menu changed.
    await queueVenueMenuWebhook(tx.db, venue.id, current, after);
    return after;
  });
  await auditAdminVenueChange(ctx, access, 'venue.menu');
  return saved;
}

export async function createCourseMenu(ctx: ServiceContext, venueId: string, input: CourseMenuInput): Promise<CourseMenu> {
  const access = await requireVenueAccess(ctx, venueId, 'menu');
  const { venue } = access;
  const id = await q.insertCourseMenu(ctx.db, { ...input, venueId: venue.id });
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'create', menu: input.name });
  return getCourseMenu(ctx, id);
}

async function ownCourseMenu(ctx: ServiceContext, id: string) {
  const row = isId(id) ? await q.selectCourseMenu(ctx.db, id) : undefined;
  if (!row?.active) throw new NotFoundError('Dit menu bestaat niet.');
  const access = await requireVenueAccess(ctx, row.venueId, 'menu');
  return { row, access };
}

export async function updateCourseMenu(ctx: ServiceContext, id: string, input: CourseMenuInput): Promise<CourseMenu> {
  const { row, access } = await ownCourseMenu(ctx, id);
  await q.updateCourseMenu(ctx.db, id, input);
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'update', menu: row.name });
  return getCourseMenu(ctx, id);
}

/** Retired, not deleted: links guests saved keep answering with a clear 404. */
export async function removeCourseMenu(ctx: ServiceContext, id: string): Promise<void> {
  const { row, access } = await ownCourseMenu(ctx, id);
  await q.updateCourseMenu(ctx.db, id, { active: false });
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'remove', menu: row.name });
}

/** The section a dish added outside the editor goes to (the assistant's draftMenuItem, ADR 044). */
export const NEW_DISHES_SECTION = 'Nieuw op de kaart';

/**
 * Adds one dish to the venue's menu through the same rules as the editor (replaceMenu): in the
 * section named `section` when it exists, otherwise in "Nieuw op de kaart". Returns the dish's id.
 */
export async function addDish(
  ctx: ServiceContext,
  venueId: string,
  dish: { name: string; description: string; price: number; section?: string | undefined },
): Promise<{ id: string; section: string; venue: VenueRow }> {
  const access = await requireVenueAccess(ctx, venueId, 'menu');
  const current = await q.menuOf(ctx.db, access.venue.id);
  const wanted = (dish.section ?? NEW_DISHES_SECTION).trim().toLowerCase();
  const target = current.find((section) => section.name.toLowerCase() === wanted)?.name ?? dish.section ?? NEW_DISHES_SECTION;
  const fresh = { name: dish.name, description: dish.description, price: dish.price, contains: [], mayContain: [], diets: [] };
  const exists = current.some((section) => section.name === target);
  const sections = [
    ...current.map((section) => ({
      ...section,
      dishes: section.name === target ? [...section.dishes, fresh] : section.dishes,
    })),
    ...(exists ? [] : [{ name: target, dishes: [fresh] }]),
  ];
  const parsed = MenuInputSchema.safeParse({ sections });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Dit gerecht past niet op het menu.';
    throw new ValidationError(message, [{ path: ['menu'], message }]);
  }
  const saved = await replaceMenu(ctx, access.venue.id, parsed.data);
  const added = saved.find((section) => section.name === target)?.dishes.at(-1);
  if (!added) throw new NotFoundError('Het gerecht is niet opgeslagen.');
  return { id: added.id, section: target, venue: access.venue };
}
