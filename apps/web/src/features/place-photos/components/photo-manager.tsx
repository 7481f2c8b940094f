import { MAX_PLACE_PHOTOS, movedPhotoIds, type PlacePhoto } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset } from '../../auth/index.ts';
import type { PhotoAlbum } from '../api/keys.ts';
import { useOrderPhotos } from '../api/order-photos.ts';
import { PhotoItem } from './photo-item.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';

/** Upload, describe, order and remove the photos of one album (a place, or an onboarding draft). */
export function PhotoManager({ album, photos }: { album: PhotoAlbum; photos: PlacePhoto[] }) {
  const { t } = useTranslation();
  const order = useOrderPhotos(album);
  return (
    <ReadOnlyFieldset className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('placePhotos.hint', { max: MAX_PLACE_PHOTOS })}</p>
      <PhotoUploadForm album={album} count={photos.length} />
      {photos.length === 0 ? (
        <p className="text-zinc-500">{t('placePhotos.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('placePhotos.listLabel')}>
          {photos.map((photo, index) => (
            <PhotoItem
              key={`${photo.id}-${photo.alt}`}
              album={album}
              photo={photo}
              number={index + 1}
              count={photos.length}
              moving={order.isPending}
              onMove={(by) =>
                order.mutate(movedPhotoIds(photos, photo.id, by), {
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          ))}
        </ol>
      )}
    </ReadOnlyFieldset>
  );
}
