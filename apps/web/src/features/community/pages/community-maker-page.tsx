import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { useMakerDashboard } from '../api/get-maker-dashboard.ts';
import { useOwnContent } from '../api/get-own-content.ts';
import { AnalyticsTab } from '../components/analytics-tab.tsx';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { ContentList } from '../components/content-list.tsx';
import { CreateTab } from '../components/create-tab.tsx';
import { MakerHeader } from '../components/maker-header.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';

const TABS = ['overview', 'content', 'create', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** The Community Maker Dashboard: loading, application, or the maker's four tabs. */
export function CommunityMakerPage() {
  const { t } = useTranslation();
  const dashboard = useMakerDashboard();
  const isMaker = Boolean(dashboard.data?.maker);
  const content = useOwnContent(isMaker);
  const [params] = useSearchParams();
  // A concept saved by the assistant opens in Create → Preflight (ADR 044).
  const conceptId = params.get('concept');
  const [tab, setTab] = useState<Tab>(conceptId ? 'create' : 'overview');

  if (dashboard.isPending) return <LoadingScreen label={t('community.loading')} />;
  if (dashboard.isError) {
    return (
      <Page title={t('community.title')}>
        <p role="alert">{dashboard.error.message}</p>
      </Page>
    );
  }
  const data = dashboard.data;
  if (!data.maker) {
    return (
      <Page title={t('community.applyTitle')} wide>
        <ApplyPanel />
      </Page>
    );
  }
  const items = content.data ?? [];
  return (
    <Page title={t('community.title')} wide>
      <div className="flex flex-col gap-6">
        <MakerHeader dashboard={data} />
        <TabList<Tab>
          label={t('community.title')}
          value={tab}
          options={TABS}
          onChange={setTab}
          text={(name) => t(`community.tabs.${name}`)}
          variant="underline"
        />
        <div role="tabpanel">
          {tab === 'overview' ? <OverviewTab dashboard={data} content={items} /> : null}
          {tab === 'content' ? (
            items.length === 0 ? (
              <p className="text-zinc-500">{t('community.content.empty')}</p>
            ) : (
              <ContentList items={items} />
            )
          ) : null}
          {tab === 'create' ? <CreateTab gemeente={data.maker.gemeente} conceptId={conceptId} /> : null}
          {tab === 'analytics' ? <AnalyticsTab /> : null}
        </div>
      </div>
    </Page>
  );
}
