import { IMAGE_PRESETS, type PlacePhoto, photoUrl } from '@platform/core';
import { useTranslation } from 'react-i18next';

/** Small previews of an album with their alt texts (an application's summary, for the applicant and the reviewer). */
export function PhotoThumbnails({ photos }: { photos: readonly PlacePhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return <p className="text-sm text-zinc-500">{t('placePhotos.none')}</p>;
  const { width, height } = IMAGE_PRESETS.thumbnail;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('placePhotos.title')}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <img
            src={photoUrl(photo.url, 'thumbnail')}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            alt={photo.alt}
            title={photo.alt}
            className="h-20 w-20 rounded-md bg-zinc-100 object-cover dark:bg-zinc-800"
          />
        </li>
      ))}
    </ul>
  );
}
