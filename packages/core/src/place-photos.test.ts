import { describe, expect, it } from 'vitest';
import { missingSteps } from './onboarding.ts';
import { movedPhotoIds, PhotoAltInputSchema, type PlacePhoto, reorderPhotos } from './place-photos.ts';

const photo = (id: string): PlacePhoto => ({ id, url: `/api/images/${id}/card.webp`, width: 10, height: 10, alt: id });
const photos = [photo('a'), photo('b'), photo('c')];

describe('ordering a place’s photos', () => {
  it('puts the photos in the order given', () => {
    expect(reorderPhotos(photos, ['c', 'a', 'b'])?.map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('refuses an order that leaves one out, adds an unknown one or names one twice', () => {
    expect(reorderPhotos(photos, ['a', 'b'])).toBeNull();
    expect(reorderPhotos(photos, ['a', 'b', 'x'])).toBeNull();
    expect(reorderPhotos(photos, ['a', 'a', 'b'])).toBeNull();
  });

  it('moves one photo up or down, and not past either end', () => {
    expect(movedPhotoIds(photos, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedPhotoIds(photos, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedPhotoIds(photos, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedPhotoIds(photos, 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('alt text', () => {
  it('is trimmed and at most 200 characters', () => {
    expect(PhotoAltInputSchema.parse({ alt: '  Terras aan de gracht ' }).alt).toBe('Terras aan de gracht');
    const long = PhotoAltInputSchema.safeParse({ alt: 'x'.repeat(201) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('Maximaal 200 tekens');
  });
});

describe('the wizard’s photo step', () => {
  it('may be left out: a draft without photos is complete', () => {
    const done = { business: {}, address: {}, contact: {}, hours: {}, venue: {} } as Parameters<typeof missingSteps>[0];
    expect(missingSteps(done, 'horeca')).toEqual([]);
  });
});
