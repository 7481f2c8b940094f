import { MAX_IMAGE_BYTES, MAX_PLACE_PHOTOS, PhotoAltInputSchema } from '@platform/core';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import type { PhotoAlbum } from '../api/keys.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

/** Choose a file, describe it, upload: the file's size is checked here first, its content on the server. */
export function PhotoUploadForm({ album, count }: { album: PhotoAlbum; count: number }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto(album);
  const form = useZodForm(PhotoAltInputSchema, { alt: '' });
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const full = count >= MAX_PLACE_PHOTOS;
  return (
    <Form
      form={form}
      aria-label={t('placePhotos.addTitle')}
      className="flex flex-col gap-3 rounded-lg border border-dashed border-zinc-300 p-3 dark:border-zinc-700"
      onSubmit={async ({ alt }) => {
        if (!file) return setFileError(t('placePhotos.chooseFile'));
        if (file.size > MAX_IMAGE_BYTES) return setFileError(t('placePhotos.tooLarge'));
        await upload.mutateAsync({ file, alt });
        toast.success(t('placePhotos.uploaded'));
        form.reset({ alt: '' });
        setFile(null);
        if (input.current) input.current.value = '';
      }}
      onServerError={(error) => {
        toast.error(error instanceof Error ? error.message : String(error));
        return true;
      }}
    >
      <h3 className="font-medium">{t('placePhotos.addTitle')}</h3>
      {full ? <p className="text-sm text-zinc-500">{t('placePhotos.full', { max: MAX_PLACE_PHOTOS })}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <Field
          ref={input}
          type="file"
          label={t('placePhotos.file')}
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          error={fileError}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <FormField name="alt" label={t('placePhotos.alt')} maxLength={200} disabled={full} />
      </div>
      <div>
        <Button type="submit" disabled={full || upload.isPending}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {upload.isPending ? t('placePhotos.uploading') : t('placePhotos.upload')}
        </Button>
      </div>
    </Form>
  );
}
