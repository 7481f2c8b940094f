import {
  type CourseMenu,
  type CourseMenuInput,
  DEFAULT_RESERVATION_SETTINGS,
  isId,
  type MenuInput,
  type MenuSection,
  slugify,
  type VenueCreate,
  type VenueInput,
} from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { courseMenus, dishes, menuSections, users, venueAreas, venues, venueTables } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueRow } from './venue-access.ts';
import { getCourseMenu, menuOf } from './venues.service.ts';

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
  const { venue } = await requireVenueAccess(ctx, venueId);
  const [menu, courses] = await Promise.all([
    menuOf(ctx.db, venue.id),
    ctx.db
      .select({ id: courseMenus.id })
      .from(courseMenus)
      .where(and(eq(courseMenus.venueId, venue.id), eq(courseMenus.active, true)))
      .orderBy(asc(courseMenus.name)),
  ]);
  const full = await Promise.all(courses.map((course) => getCourseMenu(ctx, course.id)));
  return { venue: toEditable(venue), menu, courseMenus: full };
}

function uniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('venues_plaats_slug_idx') || (error as { code?: string })?.code === '23505';
}

export async function updateVenue(ctx: ServiceContext, venueId: string, input: VenueInput): Promise<EditableVenue> {
  const access = await requireVenueAccess(ctx, venueId);
  const { venue } = access;
  try {
    const [updated] = await ctx.db.update(venues).set(columns(input, venue)).where(eq(venues.id, venue.id)).returning();
    await auditAdminVenueChange(ctx, access, 'venue.details');
    return toEditable(updated as VenueRow);
  } catch (error) {
    if (uniqueViolation(error)) throw new ConflictError('Er bestaat al een zaak met deze naam in deze plaats.');
    throw error;
  }
}

/** A new venue, with a starting floor (four combinable two-tops, two fours) so it can take bookings at once. */
export async function createVenue(ctx: ServiceContext, input: VenueCreate): Promise<EditableVenue> {
  const admin = requireRole(ctx, 'admin');
  const { ownerEmail, ...details } = input;
  let ownerId: string | null = null;
  if (ownerEmail) {
    const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail.toLowerCase()));
    if (!owner) {
      throw new ValidationError('Onbekende eigenaar', [
        { path: ['ownerEmail'], message: 'Er is geen account met dit e-mailadres' },
      ]);
    }
    ownerId = owner.id;
  }
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [venue] = await tx
        .insert(venues)
        .values({ ...columns(details), slug: slugify(details.name), ownerId })
        .returning();
      const row = venue as VenueRow;
      const [area] = await tx.insert(venueAreas).values({ venueId: row.id, name: 'Binnen' }).returning();
      if (area) {
        await tx.insert(venueTables).values(
          [2, 2, 2, 2, 4, 4].map((seats, index) => ({
            venueId: row.id,
            areaId: area.id,
            name: String(index + 1),
            seats,
            combinable: seats === 2,
          })),
        );
      }
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: 'venue.create',
        targetType: 'venue',
        targetId: row.id,
        details: { owner: ownerId },
      });
      return row;
    });
    return toEditable(created);
  } catch (error) {
    if (uniqueViolation(error)) throw new ConflictError('Er bestaat al een zaak met deze naam in deze plaats.');
    throw error;
  }
}

/** Replaces the whole menu in one transaction: the editor saves what the owner sees, in that order. */
export async function replaceMenu(ctx: ServiceContext, venueId: string, input: MenuInput): Promise<MenuSection[]> {
  const access = await requireVenueAccess(ctx, venueId);
  const { venue } = access;
  // Ids the editor sends back are kept only when they are this venue's own (course menus may point at dishes).
  const current = await menuOf(ctx.db, venue.id);
  const ownSections = new Set(current.map((section) => section.id));
  const ownDishes = new Set(current.flatMap((section) => section.dishes.map((dish) => dish.id)));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(menuSections).where(eq(menuSections.venueId, venue.id));
    for (const [order, section] of input.sections.entries()) {
      const [row] = await tx
        .insert(menuSections)
        .values({
          ...(section.id && ownSections.has(section.id) ? { id: section.id } : {}),
          venueId: venue.id,
          name: section.name,
          sortOrder: order,
        })
        .returning();
      if (!row || section.dishes.length === 0) continue;
      await tx.insert(dishes).values(
        section.dishes.map(({ id, ...dish }, index) => ({
          ...dish,
          ...(id && ownDishes.has(id) ? { id } : {}),
          sectionId: row.id,
          sortOrder: index,
        })),
      );
    }
  });
  await auditAdminVenueChange(ctx, access, 'venue.menu');
  return menuOf(ctx.db, venue.id);
}

export async function createCourseMenu(ctx: ServiceContext, venueId: string, input: CourseMenuInput): Promise<CourseMenu> {
  const access = await requireVenueAccess(ctx, venueId);
  const { venue } = access;
  const [row] = await ctx.db
    .insert(courseMenus)
    .values({ ...input, venueId: venue.id })
    .returning();
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'create', menu: input.name });
  return getCourseMenu(ctx, (row as { id: string }).id);
}

async function ownCourseMenu(ctx: ServiceContext, id: string) {
  const [row] = isId(id) ? await ctx.db.select().from(courseMenus).where(eq(courseMenus.id, id)) : [];
  if (!row?.active) throw new NotFoundError('Dit menu bestaat niet.');
  const access = await requireVenueAccess(ctx, row.venueId);
  return { row, access };
}

export async function updateCourseMenu(ctx: ServiceContext, id: string, input: CourseMenuInput): Promise<CourseMenu> {
  const { row, access } = await ownCourseMenu(ctx, id);
  await ctx.db.update(courseMenus).set(input).where(eq(courseMenus.id, id));
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'update', menu: row.name });
  return getCourseMenu(ctx, id);
}

/** Retired, not deleted: links guests saved keep answering with a clear 404. */
export async function removeCourseMenu(ctx: ServiceContext, id: string): Promise<void> {
  const { row, access } = await ownCourseMenu(ctx, id);
  await ctx.db.update(courseMenus).set({ active: false }).where(eq(courseMenus.id, id));
  await auditAdminVenueChange(ctx, access, 'venue.course_menus', { change: 'remove', menu: row.name });
}
