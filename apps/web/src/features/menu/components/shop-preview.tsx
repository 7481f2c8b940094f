import { type CoffeeshopFormValues, dutchDate, UPCOMING_EXCEPTION_DAYS, upcomingExceptions } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { OpeningHoursExceptionsList, OpeningHoursTable } from '../../coffeeshops/index.ts';
import { useMenuTexts } from '../texts.ts';

/** What the public page will show of these fields, as they are typed (the menu itself shows only as chosen). */
export function ShopPreview({ values }: { values: CoffeeshopFormValues }) {
  const { t } = useMenuTexts();
  return (
    <section aria-labelledby="shop-preview" className="flex flex-col gap-2">
      <h2 id="shop-preview" className="text-lg font-semibold">
        {t('shopDetails.preview')}
      </h2>
      <Card className="flex flex-col gap-3" aria-live="polite">
        <h3 className="text-2xl font-bold break-words">{values.name || t('shopDetails.noName')}</h3>
        <p className="text-zinc-600 dark:text-zinc-300">
          {[values.address, [values.postcode, values.plaats].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        </p>
        {values.description ? <p className="break-words">{values.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          {values.residentsOnly ? <Badge tone="warning">{t('shopDetails.fields.residentsOnly')}</Badge> : null}
          {values.wietexperiment ? <Badge tone="brand">{t('shopDetails.fields.wietexperiment')}</Badge> : null}
          <Badge>{t(`menu.visibilities.${values.menuVisibility}`, { defaultValue: values.menuVisibility })}</Badge>
        </div>
        <OpeningHoursTable hours={values.openingHours} />
        <OpeningHoursExceptionsList
          exceptions={upcomingExceptions(values.openingHoursExceptions, dutchDate(new Date()), UPCOMING_EXCEPTION_DAYS)}
        />
      </Card>
    </section>
  );
}
