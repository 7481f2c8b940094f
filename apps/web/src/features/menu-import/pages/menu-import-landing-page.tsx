import { BRANDS, type BrandType, MENU_IMPORT_LIMITS } from '@platform/core';
import { Camera, FileSpreadsheet, ListChecks, ShieldCheck, Sparkles, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useRetentionPeriods } from '../../../lib/retention-periods.ts';
import { useAuth } from '../../auth/index.ts';
import { useBrand } from '../../brand/index.ts';
import { useMenuImportTexts } from '../texts.ts';

const STEPS = [
  { icon: Upload, key: 'upload' },
  { icon: ListChecks, key: 'review' },
  { icon: FileSpreadsheet, key: 'apply' },
] as const;

/**
 * /menu-import-landing (cannabis), /ai-menu-import and /foodee/menu-import (hospitality): what the import does for
 * this brand's owners, what runs without any AI model and what a configured model adds, and the way in.
 */
export function MenuImportLandingPage({ brand }: { brand: BrandType }) {
  const { t } = useMenuImportTexts();
  const { me } = useAuth();
  const current = useBrand();
  const config = BRANDS[brand];
  // The page is about one brand's menus: arriving from the other brand switches once (the hospitality paths do so
  // by their prefix already); the header's switch still works afterwards.
  useEffect(() => {
    if (current.brand !== brand) current.setBrand(brand);
  }, []);
  const prefix = `menuImport.landing.${brand}`;
  // The period in force (ADR 077), in days with one decimal: 36 hours read as 1,5 dagen.
  const retentionDays = Math.round((useRetentionPeriods().menuImportFilesHours / 24) * 10) / 10;
  return (
    <Page title={`${t(`${prefix}.title`)} — ${config.displayName}`} wide>
      <section className="flex flex-col items-start gap-4 py-8">
        <p className="font-semibold text-brand">{config.displayName}</p>
        <h1 className="text-4xl font-bold tracking-tight">{t(`${prefix}.title`)}</h1>
        <p className="max-w-3xl text-lg text-zinc-700 dark:text-zinc-300">{t(`${prefix}.intro`)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/demo/menu-import" className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
            {t('menuImport.landing.tryDemo')}
          </Link>
          <Link
            to={me ? '/menu-importeren' : '/auth'}
            state={me ? undefined : { from: { pathname: '/menu-importeren' } }}
            className={buttonClass('secondary', undefined, 'rounded-md px-4 py-2 text-base')}
          >
            {me ? t('menuImport.landing.start') : t('menuImport.landing.signIn')}
          </Link>
        </div>
      </section>

      <h2 className="mb-3 text-2xl font-semibold">{t('menuImport.landing.howTitle')}</h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, key }, index) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-2">
              <Icon className="h-6 w-6 text-brand" aria-hidden="true" />
              <h3 className="font-semibold">
                {index + 1}. {t(`menuImport.landing.steps.${key}.title`)}
              </h3>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{t(`menuImport.landing.steps.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ol>

      <section className="mt-8 grid gap-4 md:grid-cols-2" aria-label={t('menuImport.landing.detailsLabel')}>
        <Card className="flex flex-col gap-2">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Camera className="h-5 w-5 text-brand" aria-hidden="true" />
            {t(`${prefix}.readsTitle`)}
          </h2>
          <ul className="list-disc pl-5 text-sm text-zinc-700 dark:text-zinc-300">
            {(t(`${prefix}.reads`, { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
        <Card className="flex flex-col gap-2">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles className="h-5 w-5 text-brand" aria-hidden="true" />
            {t('menuImport.landing.aiTitle')}
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('menuImport.landing.withoutAi')}</p>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('menuImport.landing.withAi')}</p>
        </Card>
        <Card className="flex flex-col gap-2 md:col-span-2">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck className="h-5 w-5 text-brand" aria-hidden="true" />
            {t('menuImport.landing.privacyTitle')}
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('menuImport.landing.privacy', {
              days: retentionDays,
              megabytes: MENU_IMPORT_LIMITS.maxFileBytes / 1024 / 1024,
              pages: MENU_IMPORT_LIMITS.maxPages,
            })}
          </p>
        </Card>
      </section>
    </Page>
  );
}
