import { z } from 'zod';
import { OpeningHoursSchema } from '../coffeeshops.ts';
import { OpeningHoursExceptionViewSchema } from '../opening-hours-exceptions.ts';
import { PlacePhotoSchema } from '../place-photos.ts';
import { MenuSectionSchema } from './allergen-schemas.ts';
import { VenueSummarySchema } from './venues.ts';

export const CourseSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The dish of the venue's menu served in this course, when it is one. */
  dishId: z.string().nullable(),
});

export const CourseMenuSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  name: z.string(),
  description: z.string(),
  pricePerPerson: z.number(),
  winePairingPrice: z.number().nullable(),
  courses: z.array(CourseSchema),
  venue: z.object({ name: z.string(), plaats: z.string(), plaatsSlug: z.string(), slug: z.string() }),
});
export type CourseMenu = z.infer<typeof CourseMenuSchema>;

export const VenueDetailSchema = VenueSummarySchema.extend({
  openingHours: OpeningHoursSchema,
  /** Holidays, closures and special hours of the coming days (UPCOMING_EXCEPTION_DAYS), in date order. */
  openingHoursExceptions: z.array(OpeningHoursExceptionViewSchema),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(PlacePhotoSchema),
  menu: z.array(MenuSectionSchema),
  courseMenus: z.array(CourseMenuSchema.omit({ venue: true, courses: true }).extend({ courseCount: z.number().int() })),
  reservations: z.object({
    enabled: z.boolean(),
    maxPartySize: z.number().int(),
    cutoffHours: z.number(),
    bookingHorizonDays: z.number().int(),
  }),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;
