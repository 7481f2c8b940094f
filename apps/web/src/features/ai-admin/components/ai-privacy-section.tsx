import { useAssistantPrivacy } from '../api/privacy.ts';
import { useAiAdminTexts } from '../texts.ts';

/**
 * The privacy statement's part on the AI assistants (AVG art. 13): who receives the questions (the configured
 * provider, or nobody outside the platform), and what is and is not sent.
 */
export function AiPrivacySection() {
  const { t } = useAiAdminTexts();
  const privacy = useAssistantPrivacy();
  const external = privacy.data?.external;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="ai-privacy-title">
      <h2 id="ai-privacy-title" className="text-lg font-semibold">
        {t('aiAdmin.privacy.title')}
      </h2>
      <p className="text-sm" aria-live="polite" aria-busy={privacy.isPending}>
        {privacy.isPending
          ? t('app.busy')
          : privacy.isError
            ? t('aiAdmin.privacy.unknown')
            : external
              ? t('aiAdmin.privacy.external', {
                  provider: external.provider,
                  host: external.host,
                  model: external.model,
                  assistants: external.assistants.join(', '),
                })
              : t('aiAdmin.privacy.builtin')}
      </p>
      <p className="text-sm">{t('aiAdmin.privacy.sent')}</p>
      <p className="text-sm">{t('aiAdmin.privacy.notSent')}</p>
      <p className="text-sm">{t('aiAdmin.privacy.placeSees')}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('aiAdmin.privacy.kept')}</p>
    </section>
  );
}
