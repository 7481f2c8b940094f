import { z } from 'zod';
import { idSchema } from './ids.ts';

/*
 * Photos of a coffeeshop or a venue (issue 16): the place's own pictures, uploaded by its owner, managers with the
 * `details` right or admins, in the order they chose, each with an alt text. Never a product or menu picture.
 */

/** How many photos a place (or an onboarding draft) holds at most. */
export const MAX_PLACE_PHOTOS = 12;
/** The longest alt text: a sentence that describes the picture, not an essay. */
export const MAX_PHOTO_ALT = 200;

/**
 * One photo as stored and sent. `url` is an upload of ours (`/api/images/{id}/card.webp`, every preset stored beside
 * it; pick one with `photoUrl`) or a URL carried over from before photos were objects. `width`/`height` are the
 * uploaded original's size (after its EXIF rotation), null for a carried-over URL that was never measured.
 */
export const PlacePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: z.string(),
});
export type PlacePhoto = z.infer<typeof PlacePhotoSchema>;

export const PhotoAltSchema = z
  .string({ error: 'Vul een beschrijving in' })
  .trim()
  .max(MAX_PHOTO_ALT, `Maximaal ${MAX_PHOTO_ALT} tekens`);

export const PhotoAltInputSchema = z.object({ alt: PhotoAltSchema });
export type PhotoAltInput = z.input<typeof PhotoAltInputSchema>;

/** The new order: every photo's id exactly once. */
export const PhotoOrderInputSchema = z.object({
  ids: z.array(idSchema('Onbekende foto'), { error: 'Geef de volgorde van de foto’s' }).max(MAX_PLACE_PHOTOS),
});
export type PhotoOrderInput = z.input<typeof PhotoOrderInputSchema>;

export const PlacePhotosSchema = z.array(PlacePhotoSchema);

/** The photos in the order of `ids`, or null when `ids` is not exactly the photos' ids (one missing, extra, twice). */
export function reorderPhotos(photos: readonly PlacePhoto[], ids: readonly string[]): PlacePhoto[] | null {
  if (ids.length !== photos.length || new Set(ids).size !== ids.length) return null;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((photo) => photo !== undefined) ? (ordered as PlacePhoto[]) : null;
}

/** The ids after moving one photo a place up (-1) or down (+1); unchanged at either end. */
export function movedPhotoIds(photos: readonly Pick<PlacePhoto, 'id'>[], id: string, by: -1 | 1): string[] {
  const ids = photos.map((photo) => photo.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}
