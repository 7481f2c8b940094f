import { type ApplyMakerInput, COMPLIANCE, type MakerContent, type MakerDashboard } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateMaker } from '../api/update-maker.ts';
import { ContentList } from './content-list.tsx';
import { MakerPreferencesForm } from './maker-preferences-form.tsx';

export function OverviewTab({ dashboard, content }: { dashboard: MakerDashboard; content: ReadonlyArray<MakerContent> }) {
  const { t } = useTranslation();
  const update = useUpdateMaker();
  const { tier, stats, maker } = dashboard;
  if (!tier || !stats || !maker) return null;
  const save = async (input: ApplyMakerInput) => {
    await update.mutateAsync(input);
    toast.success(t('community.updated'));
  };
  const failed = (error: unknown) => {
    console.error('Makerprofiel bijwerken mislukt', error);
    toast.error(t('community.updateFailed'));
  };
  const figures = [
    [t('community.overview.total'), stats.totalContent],
    [t('community.overview.quota'), stats.quota],
    [t('community.overview.approved'), stats.approved],
    [t('community.overview.pending'), stats.pending],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          {t('community.overview.currentTier')}: {tier.displayName}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{tier.description}</p>
        <p className="text-sm">
          {t('community.overview.quota')}: <strong>{tier.contentQuotaMonthly}</strong> · {t('community.overview.honorarium')}:{' '}
          <strong>{formatEuro(tier.honorariumBase)}</strong>
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t('community.overview.benefits')}>
          {Object.entries(tier.benefits).map(([name, value]) => (
            <li key={name}>
              <Badge>{value === true ? name : `${name}: ${value}`}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('community.overview.performance')}</h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-zinc-500">{label}</dt>
              <dd className="text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm" data-testid="this-month">
          {t('community.overview.thisMonth')}:{' '}
          <strong>
            {stats.thisMonth}/{stats.quota}
          </strong>
        </p>
      </Card>
      <Card className="lg:col-span-2">
        <details>
          <summary className="cursor-pointer font-semibold">{t('community.editProfile')}</summary>
          <div className="mt-3">
            <MakerPreferencesForm
              initial={{
                gemeente: maker.gemeente as ApplyMakerInput['gemeente'],
                interests: maker.specializations as ApplyMakerInput['interests'],
              }}
              submitLabel={t('community.save')}
              pending={update.isPending}
              onSubmit={save}
              onFailed={failed}
            />
          </div>
        </details>
      </Card>
      <Card className="lg:col-span-2">
        <h2 className="mb-3 text-lg font-semibold">{t('community.overview.recent')}</h2>
        {content.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('community.overview.none')}</p>
        ) : (
          <ContentList items={content.slice(0, COMPLIANCE.recentActivityItems)} />
        )}
      </Card>
    </div>
  );
}
