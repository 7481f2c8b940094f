import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePlatformSettings } from '../api/platform-settings.ts';
import { OperationsSettingsForm } from '../components/operations-settings-form.tsx';
import { PayRulesForm } from '../components/pay-rules-form.tsx';
import { PlatformSettingsForm } from '../components/platform-settings-form.tsx';
import { SettingsHistory } from '../components/settings-history.tsx';
import { useAdminTexts } from '../texts.ts';

/** /admin/advanced: platform settings without a restart (maintenance, sign-ups, inbox, modules, retention, limits, pay rules) and their history. */
export function AdvancedPage() {
  const { t } = useAdminTexts();
  const settings = usePlatformSettings();
  return (
    <Page title={t('advanced.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('advanced.title')}</h1>
      <p className="mb-6 text-zinc-700 dark:text-zinc-300">{t('advanced.intro')}</p>
      <div className="flex flex-col gap-6">
        <QueryState query={settings}>
          {(view) => (
            <>
              <PlatformSettingsForm key={view.updatedAt ?? 'standaard'} view={view} />
              <OperationsSettingsForm key={`limits-${view.updatedAt ?? 'standaard'}`} view={view} />
              <PayRulesForm key={`pay-${view.updatedAt ?? 'standaard'}`} view={view} />
            </>
          )}
        </QueryState>
        <SettingsHistory />
      </div>
    </Page>
  );
}
