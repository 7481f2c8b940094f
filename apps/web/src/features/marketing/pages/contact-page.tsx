import { Page } from '../../../components/ui/page.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { useMarketingTexts } from '../texts.ts';

export function ContactPage() {
  const { t } = useMarketingTexts();
  return (
    <Page title={t('marketing.contact.title')}>
      <h1 className="mb-2 text-3xl font-bold">{t('marketing.contact.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.contact.lead')}</p>
      <ContactForm />
    </Page>
  );
}
