import type { FavoriteInput } from '@platform/core';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON_BOX_COMPACT, buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useAccount } from '../../auth/index.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { useSaveFavorite } from '../api/save-favorite.ts';

/** A heart that saves or forgets an item; only for signed-in users (favourites belong to an account). */
export function FavoriteButton({ item, name, compact }: { item: FavoriteInput; name: string; compact?: boolean }) {
  const { t } = useTranslation();
  const { me } = useAccount();
  const favorites = useFavorites(Boolean(me));
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();
  if (!me) return null;
  const saved = favorites.data?.some((favorite) => favorite.kind === item.kind && favorite.targetId === item.targetId) ?? false;
  const busy = favorites.isPending || save.isPending || remove.isPending;

  async function toggle() {
    try {
      if (saved) {
        await remove.mutateAsync(item);
        toast.success(t('favorites.removed', { name }));
      } else {
        await save.mutateAsync(item);
        toast.success(t('favorites.saved', { name }));
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const label = saved ? t('favorites.remove', { name }) : t('favorites.save', { name });
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      className={buttonClass(compact ? 'ghost' : 'secondary', undefined, compact ? BUTTON_BOX_COMPACT : undefined)}
    >
      <Heart className={cn('h-4 w-4', saved && 'fill-red-500 text-red-500')} aria-hidden="true" />
      {compact ? null : saved ? t('favorites.savedLabel') : t('favorites.saveLabel')}
    </button>
  );
}
