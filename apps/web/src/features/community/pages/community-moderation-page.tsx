import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { Page } from '../../../components/ui/page.tsx';
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
      <div role="tablist" aria-label={t('community.moderation.title')} className="mb-4 flex gap-2">
        {(['queue', 'guidelines'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams({ tab: name })}
            className={cn(
              'rounded-md px-4 py-2 text-sm font-medium',
              tab === name ? 'bg-brand text-white' : 'bg-zinc-100 dark:bg-zinc-800',
            )}
          >
            {name === 'queue' ? t('community.moderation.queueTab') : t('community.moderation.guidelinesTab')}
          </button>
        ))}
      </div>
      {tab === 'queue' ? <ModerationQueue /> : <GuidelineEditor />}
    </Page>
  );
}
