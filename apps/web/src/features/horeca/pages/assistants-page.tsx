import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { AssistantCards } from '../components/assistant-cards.tsx';

/** /foodee/assistants: who the four assistants are and what each helps with. */
export function AssistantsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('horeca.assistantsTitle')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('horeca.assistantsTitle')}</h1>
      <p className="mb-6 max-w-2xl text-zinc-600 dark:text-zinc-400">{t('horeca.assistantsIntro')}</p>
      <AssistantCards />
      <p className="mt-6 text-sm">
        <Link to="/horeca" className="text-brand underline">
          {t('horeca.findVenues')}
        </Link>
      </p>
    </Page>
  );
}
