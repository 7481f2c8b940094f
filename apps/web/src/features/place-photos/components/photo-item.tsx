import { PhotoAltInputSchema, type PlacePhoto } from '@platform/core';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import type { PhotoAlbum } from '../api/keys.ts';
import { useRemovePhoto } from '../api/remove-photo.ts';
import { useSetPhotoAlt } from '../api/set-photo-alt.ts';
import { PhotoImage } from './photo-image.tsx';

const toastError = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

/** One photo in the editor: its thumbnail, its alt text, move up or down (buttons, so keyboards can), remove. */
export function PhotoItem({
  album,
  photo,
  number,
  count,
  moving,
  onMove,
}: {
  album: PhotoAlbum;
  photo: PlacePhoto;
  number: number;
  count: number;
  moving: boolean;
  onMove(by: -1 | 1): void;
}) {
  const { t } = useTranslation();
  const setAlt = useSetPhotoAlt(album);
  const remove = useRemovePhoto(album);
  const form = useZodForm(PhotoAltInputSchema, { alt: photo.alt });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row sm:items-start dark:border-zinc-800">
      <PhotoImage photo={photo} preset="thumbnail" className="h-20 w-20 shrink-0" />
      <Form
        form={form}
        className="flex min-w-0 flex-1 flex-col gap-2"
        aria-label={t('placePhotos.altFor', { number })}
        onSubmit={async ({ alt }) => {
          await setAlt.mutateAsync({ id: photo.id, alt });
          toast.success(t('placePhotos.altSaved'));
        }}
      >
        <FormField name="alt" label={t('placePhotos.altFor', { number })} maxLength={200} />
        <div>
          <Button type="submit" variant="secondary" disabled={setAlt.isPending}>
            {t('placePhotos.saveAlt')}
          </Button>
        </div>
      </Form>
      <div className="flex gap-2 sm:flex-col">
        <Button
          variant="secondary"
          aria-label={t('placePhotos.moveUp', { number })}
          disabled={number === 1 || moving}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          aria-label={t('placePhotos.moveDown', { number })}
          disabled={number === count || moving}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" aria-label={t('placePhotos.remove', { number })} disabled={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          }
          title={t('placePhotos.removeTitle', { number })}
          description={t('placePhotos.removeText')}
          confirm={t('placePhotos.removeConfirm')}
          cancel={t('placePhotos.cancel')}
          onConfirm={() =>
            // mutateAsync, not mutate's callbacks: the removed photo leaves the album (and unmounts) on the refetch.
            remove.mutateAsync(photo.id).then(() => toast.success(t('placePhotos.removed')), toastError)
          }
        />
      </div>
    </li>
  );
}
