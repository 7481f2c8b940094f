import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useVacancy } from '../api/get-vacancy.ts';
import { VacancyFacts } from '../components/vacancy-facts.tsx';
import { useVacanciesTexts } from '../texts.ts';

/**
 * The form with the form library and its zod schema as a chunk of its own (bundle budget, ADR 087; the contact
 * page's pattern, ADR 082): the server's HTML shows it at once and the browser takes it over when its code is in
 * (the page is not marked ready until then, ADR 085).
 */
const ApplyForm = lazyPage(() => import('../components/apply-form.tsx'), 'ApplyForm');

/** The API path behind either page route: /vacatures/{type}/{slug} or /partners/{partnerSlug}/vacancies/{vacancySlug}. */
function useApiPath() {
  const { type, slug, partnerSlug, vacancySlug } = useParams();
  return partnerSlug ? `/api/partners/${partnerSlug}/vacancies/${vacancySlug}` : `/api/vacancies/${type}/${slug}`;
}

/** One vacancy with its apply form; unknown: the not-found page; expired (410): why, and the way to the others. */
export function VacancyPage() {
  const { t } = useVacanciesTexts();
  const vacancy = useVacancy(useApiPath());
  if (vacancy.isPending) return <Spinner />;
  if (vacancy.isError) {
    const status = vacancy.error instanceof ApiRequestError ? vacancy.error.status : 0;
    if (status === 404) return <NotFoundPage />;
    return (
      <Page title={t('vacancies.gone')}>
        <Card className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold">{status === 410 ? t('vacancies.gone') : t('vacancies.title')}</h1>
          <p role="alert">{vacancy.error.message}</p>
          <Link to="/vacatures" className={buttonClass('primary', 'self-start')}>
            {t('vacancies.others')}
          </Link>
        </Card>
      </Page>
    );
  }
  const data = vacancy.data;
  return (
    <Page title={data.title}>
      <div className="flex flex-col gap-4">
        <Link to="/vacatures" className="text-sm text-brand underline">
          {t('vacancies.all')}
        </Link>
        <h1 className="text-3xl font-bold">{data.title}</h1>
        <p>
          <Link to={data.employer.path} className="underline">
            {data.employer.name}
          </Link>
        </p>
        <VacancyFacts vacancy={data} />
        <Card>
          <p className="whitespace-pre-line">{data.description}</p>
        </Card>
        <Card>
          <Suspense fallback={<Spinner />}>
            <ApplyForm vacancyId={data.id} />
          </Suspense>
        </Card>
      </div>
    </Page>
  );
}
