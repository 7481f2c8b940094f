import { COMPLIANCE, type MakerContent, type MakerDashboard } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { ContentList } from './content-list.tsx';

export function OverviewTab({ dashboard, content }: { dashboard: MakerDashboard; content: ReadonlyArray<MakerContent> }) {
  const { t } = useTranslation();
  const { tier, stats } = dashboard;
  if (!tier || !stats) return null;
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
