import type { TelerPublic } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';

export function TelerCard({ teler }: { teler: TelerPublic }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/teler/${teler.slug}`}
      className="flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-4 hover:border-brand dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h3 className="font-semibold">{teler.naam}</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {teler.plaats}
        {teler.provincie ? `, ${teler.provincie}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {teler.designatedGrower ? <Badge>{t('telers.designated')}</Badge> : null}
        {teler.geverifieerd ? <Badge tone="brand">{t('telers.verified')}</Badge> : null}
      </div>
    </Link>
  );
}
