import type { PlaceKindName, SocialImage } from '@platform/core';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useUploadSocialImage } from '../api/post-mutations.ts';
import { useSocialTexts } from '../texts.ts';

/** Chooses the post's photo: uploaded at once, the server crops it per network; its refusal shows below. */
export function ImagePicker({
  kind,
  placeId,
  image,
  error,
  onChange,
  onError,
}: {
  kind: PlaceKindName;
  placeId: string;
  image: SocialImage | null;
  error: string | undefined;
  onChange(image: SocialImage | null): void;
  onError(message: string | undefined): void;
}) {
  const { t } = useSocialTexts();
  const upload = useUploadSocialImage(kind, placeId);
  const fileId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      onChange(await upload.mutateAsync(file));
      onError(undefined);
    } catch (failure) {
      onError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{t('social.composer.image')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-brand dark:border-zinc-700"
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {upload.isPending
            ? t('social.composer.uploading')
            : image
              ? t('social.composer.replaceImage')
              : t('social.composer.addImage')}
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {image ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('social.composer.removeImage')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('social.composer.imageHint')}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
