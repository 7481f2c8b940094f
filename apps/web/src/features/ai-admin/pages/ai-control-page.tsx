import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAiControl } from '../api/ai-control.ts';
import { AiSettingsForm } from '../components/ai-settings-form.tsx';
import { KillSwitchCard } from '../components/kill-switch-card.tsx';
import { UsageReport } from '../components/usage-report.tsx';
import { useAiAdminTexts } from '../texts.ts';

/** /admin/ai-control: the kill switch, model per assistant, daily budgets, and usage with its cost. */
export function AiControlPage() {
  const { t } = useAiAdminTexts();
  const control = useAiControl();
  return (
    <Page title={t('aiAdmin.control.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('aiAdmin.control.title')}</h1>
      <p className="mb-6 text-zinc-700 dark:text-zinc-300">{t('aiAdmin.control.intro')}</p>
      <QueryState query={control}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <KillSwitchCard control={data} />
            <AiSettingsForm key={JSON.stringify(data.assistants)} control={data} />
            <UsageReport />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
