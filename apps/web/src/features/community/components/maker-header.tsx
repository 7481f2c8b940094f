import { type MakerDashboard, tierBadge } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';

/** Header with the tier badge and the four stat cards (spec state 3). */
export function MakerHeader({ dashboard }: { dashboard: MakerDashboard }) {
  const { t } = useTranslation();
  if (!dashboard.maker || !dashboard.stats) return null;
  const { stats } = dashboard;
  const cards = [
    [t('community.stats.created'), formatNumber(stats.totalContent)],
    [t('community.stats.score'), stats.complianceScore === null ? '—' : formatPercent(stats.complianceScore)],
    [t('community.stats.approved'), formatNumber(stats.approved)],
    [t('community.stats.pending'), formatNumber(stats.pending)],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{t('community.title')}</h1>
        <Badge tone="brand">{tierBadge(dashboard.maker.tier)}</Badge>
        <span className="text-sm text-zinc-500">{dashboard.maker.gemeente}</span>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map(([label, value]) => (
          <Card key={label} padding="p-4">
            <p className="text-sm text-zinc-500">{label}</p>
            <p className="text-2xl font-semibold">{value}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
