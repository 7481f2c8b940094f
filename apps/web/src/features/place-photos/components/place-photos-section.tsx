import type { PlaceKindName } from '@platform/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePlacePhotos } from '../api/get-place-photos.ts';
import { placePhotoKeys, placePhotosPath } from '../api/keys.ts';
import { PhotoManager } from './photo-manager.tsx';

/**
 * The photos section of a shop's or venue's details editor. `publicKeys`: the reads of the public page, refreshed
 * after each change.
 */
export function PlacePhotosSection({
  kind,
  placeId,
  publicKeys,
}: {
  kind: PlaceKindName;
  placeId: string;
  publicKeys: readonly QueryKey[];
}) {
  const { t } = useTranslation();
  const photos = usePlacePhotos(kind, placeId);
  const album = { path: placePhotosPath(kind, placeId), keys: [placePhotoKeys.place(kind, placeId), ...publicKeys] };
  return (
    <section aria-labelledby={`photos-${placeId}`} className="flex flex-col gap-3">
      <h2 id={`photos-${placeId}`} className="text-xl font-semibold">
        {t('placePhotos.title')}
      </h2>
      <QueryState query={photos}>{(list) => <PhotoManager album={album} photos={list} />}</QueryState>
    </section>
  );
}
