import { Suspense } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useMarketingTexts } from '../texts.ts';

/**
 * The form with the form library as its own chunk (ADR 082): the server's HTML shows it at once, and the browser
 * takes it over when its code is in (the page is not marked ready until then, and a send before that waits for it:
 * start-app.js, ADR 085).
 */
const ContactForm = lazyPage(() => import('../components/contact-form.tsx'), 'ContactForm');

export function ContactPage() {
  const { t } = useMarketingTexts();
  return (
    <Page title={t('marketing.contact.title')}>
      <h1 className="mb-2 text-3xl font-bold">{t('marketing.contact.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.contact.lead')}</p>
      <Suspense fallback={<Spinner />}>
        <ContactForm />
      </Suspense>
    </Page>
  );
}
