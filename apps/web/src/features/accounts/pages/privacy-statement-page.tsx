import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { AiPrivacySection } from '../../ai-admin/index.ts';
import { useAccountsTexts } from '../texts.ts';

/**
 * /privacy: the privacy statement for everyone, signed in or not (AVG art. 13), so a visitor who asks the assistant
 * without an account can read who receives the question. The profile's Privacy tab shows the same AI section.
 */
export function PrivacyStatementPage() {
  const { t } = useAccountsTexts();
  return (
    <Page title={t('privacy.page.title')}>
      <div className="flex max-w-2xl flex-col gap-8">
        <h1 className="text-3xl font-bold">{t('privacy.page.title')}</h1>
        <p>{t('privacy.page.intro')}</p>
        <AiPrivacySection />
        <section className="flex flex-col gap-2" aria-labelledby="privacy-analytics">
          <h2 id="privacy-analytics" className="text-lg font-semibold">
            {t('privacy.page.analyticsTitle')}
          </h2>
          <p className="text-sm">{t('privacy.page.analytics')}</p>
        </section>
        <section className="flex flex-col gap-2" aria-labelledby="privacy-account">
          <h2 id="privacy-account" className="text-lg font-semibold">
            {t('privacy.page.accountTitle')}
          </h2>
          <p className="text-sm">{t('privacy.page.account')}</p>
          <Link to="/profile?tab=privacy" className="text-sm text-brand underline">
            {t('privacy.page.profileLink')}
          </Link>
        </section>
      </div>
    </Page>
  );
}
