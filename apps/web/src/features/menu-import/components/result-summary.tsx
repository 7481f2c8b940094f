import type { MenuApplyResult } from '@platform/core';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useMenuImportTexts } from '../texts.ts';
import type { ImportPlace } from './place-choice.tsx';

/** Where the owner checks the result: the shop's menu management or the venue's manager, with the menu tab. */
export function managerLink(place: ImportPlace): string {
  return place.placeType === 'coffeeshop'
    ? `/coffeeshop-manager?shop=${encodeURIComponent(place.placeId)}`
    : `/horeca-manager?zaak=${encodeURIComponent(place.placeId)}`;
}

export function ResultSummary({ place, result, onAgain }: { place: ImportPlace; result: MenuApplyResult; onAgain(): void }) {
  const { t } = useMenuImportTexts();
  return (
    <Card className="flex flex-col gap-3" role="status">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2 className="h-6 w-6 text-emerald-600" aria-hidden="true" />
        {t('menuImport.result.title', { place: place.name })}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {(['created', 'updated', 'removed'] as const).map((count) => (
          <li key={count} className="rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800">
            <span className="block text-2xl font-bold">{result[count]}</span>
            {t(`menuImport.result.${count}`, { count: result[count] })}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link to={managerLink(place)} className={buttonClass('primary')}>
          {t('menuImport.result.toMenu')}
        </Link>
        <Link to="/menu-import-history" className={buttonClass('secondary')}>
          {t('menuImport.result.toHistory')}
        </Link>
        <Button variant="ghost" onClick={onAgain}>
          {t('menuImport.result.again')}
        </Button>
      </div>
    </Card>
  );
}
