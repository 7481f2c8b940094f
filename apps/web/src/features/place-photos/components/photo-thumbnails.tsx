import type { PlacePhoto } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { PhotoImage } from './photo-image.tsx';

/** Small previews of an album with their alt texts (an application's summary, for the applicant and the reviewer). */
export function PhotoThumbnails({ photos }: { photos: readonly PlacePhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return <p className="text-sm text-zinc-500">{t('placePhotos.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('placePhotos.title')}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <PhotoImage photo={photo} preset="thumbnail" className="h-20 w-20" />
        </li>
      ))}
    </ul>
  );
}
