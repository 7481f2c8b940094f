import { hasRole } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { useMe } from '../../auth/index.ts';
import { OrganiserEvents } from '../../events/index.ts';
import { ManagedPosts } from '../components/managed-posts.tsx';
import { useContentTexts } from '../texts.ts';

const TABS = ['blog', 'news', 'page', 'events'] as const;
type Tab = (typeof TABS)[number];

/**
 * /content-manager: editors (the permission admins grant) and admins write the blog, the news, standalone pages
 * (ADR 056) and the events; /admin/ai-content drafts texts for them.
 */
export function ContentManagerPage() {
  const { t } = useContentTexts();
  const me = useMe();
  const [tab, setTab] = useState<Tab>('blog');
  return (
    <Page title={t('content.manager.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('content.manager.title')}</h1>
      <QueryState query={me}>
        {(account) => {
          if (!account || !(account.contentEditor || hasRole(account.role, 'admin'))) {
            return (
              <Card className="flex flex-col gap-2">
                <p>{t('content.manager.noAccess')}</p>
                <Link to="/content-manager-landing" className="text-brand underline">
                  {t('content.manager.learnMore')}
                </Link>
              </Card>
            );
          }
          return (
            <div className="flex flex-col gap-4">
              <p className="text-zinc-600 dark:text-zinc-300">
                {t('content.manager.intro')}{' '}
                <Link to="/admin/ai-content" className="text-brand underline">
                  {t('content.manager.aiLink')}
                </Link>
              </p>
              <TabList<Tab>
                label={t('content.manager.tabs')}
                value={tab}
                options={TABS}
                onChange={setTab}
                text={(value) => t(`content.manager.tab.${value}`)}
                variant="underline"
              />
              {tab === 'events' ? (
                <Card>
                  <OrganiserEvents kind="platform" id="platform" />
                </Card>
              ) : (
                <ManagedPosts key={tab} scope={{ kind: 'platform' }} kind={tab} heading={t(`content.manager.tab.${tab}`)} />
              )}
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
