import type { MenuImportPlaceType } from '@platform/core';
import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useMenuImportTexts } from '../texts.ts';

/** The way from a shop's or venue's menu management into the import, with that place chosen. */
export function MenuImportLink({ placeType, placeId }: { placeType: MenuImportPlaceType; placeId: string }) {
  const { t } = useMenuImportTexts();
  const param = placeType === 'coffeeshop' ? 'shop' : 'zaak';
  return (
    <Link to={`/menu-importeren?${param}=${encodeURIComponent(placeId)}`} className={buttonClass('secondary')}>
      <FileUp className="h-4 w-4" aria-hidden="true" />
      {t('menuImport.entry')}
    </Link>
  );
}
