import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { GuidelineEditor } from '../components/guideline-editor.tsx';
import { ModerationQueue } from '../components/moderation-queue.tsx';

export function CommunityModerationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'guidelines' ? 'guidelines' : 'queue';
  return (
    <Page title={t('community.moderation.title')} wide>
      <h1 className="text-3xl font-bold">{t('community.moderation.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('community.moderation.intro')}</p>
      <TabList<'queue' | 'guidelines'>
        label={t('community.moderation.title')}
        value={tab}
        options={['queue', 'guidelines']}
        onChange={(name) => setParams({ tab: name })}
        text={(name) => (name === 'queue' ? t('community.moderation.queueTab') : t('community.moderation.guidelinesTab'))}
        className="mb-4"
      />
      {tab === 'queue' ? <ModerationQueue /> : <GuidelineEditor />}
    </Page>
  );
}
