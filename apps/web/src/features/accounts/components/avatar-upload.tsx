import { MAX_IMAGE_BYTES, type Me } from '@platform/core';
import { User } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { useAccountsTexts } from '../texts.ts';

/** The avatar and a file picker that uploads at once (the server sniffs and resizes it). */
export function AvatarUpload({ me }: { me: Me }) {
  const { t } = useAccountsTexts();
  const upload = useUploadAvatar();
  const inputId = useId();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(t('profile.avatarTooLarge'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t('profile.avatarUpdated'));
    } catch (error) {
      toast.error(t('profile.updateFailed', { reason: (error as Error).message }));
    }
  }

  return (
    <div className="flex items-center gap-4">
      {me.profile.avatarUrl ? (
        <img
          src={me.profile.avatarUrl}
          alt={t('profile.avatarAlt')}
          width={80}
          height={80}
          className="h-20 w-20 rounded-full object-cover"
        />
      ) : (
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-zinc-100 dark:bg-zinc-800">
          <User className="h-8 w-8 text-zinc-500" aria-hidden="true" />
        </span>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className={buttonClass('secondary', 'cursor-pointer focus-within:ring-2')}>
          {upload.isPending ? t('app.busy') : t('profile.avatarChoose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => void onChange(event)}
        />
        <span className="text-sm text-zinc-500">{t('profile.avatarHint')}</span>
      </div>
    </div>
  );
}
