import { type PlacePhoto, photoUrl } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { useImagePreload } from '../../../lib/use-image-preload.ts';
import { PhotoImage } from './photo-image.tsx';

/**
 * A place's own photos on its public page, in the owner's order, each with its alt text (or "Foto 2 van …" when the
 * owner wrote none). Width and height come from the preset, so nothing shifts while they load; only the first is
 * loaded at once, the rest progressively (spec section 9) and lazily below the fold.
 */
export function PlacePhotoGallery({ photos, name }: { photos: readonly PlacePhoto[]; name: string }) {
  const { t } = useTranslation();
  useImagePreload(photos.map((photo) => photoUrl(photo.url, 'detail')));
  if (photos.length === 0) return null;
  return (
    <section aria-label={t('placePhotos.galleryLabel', { name })}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoImage
              photo={photo}
              preset="detail"
              eager={index === 0}
              alt={photo.alt || t('placePhotos.fallbackAlt', { number: index + 1, name })}
              rounded="rounded-lg"
              className="aspect-[3/2] h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
