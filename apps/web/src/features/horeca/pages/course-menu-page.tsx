import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { useCourseMenu } from '../api/get-course-menu.ts';

/** A course menu: courses in order, price per person, optional wine pairing (both route shapes). */
export function CourseMenuPage() {
  const { t } = useTranslation();
  const { courseMenuId = '', plaats, slug } = useParams();
  const course = useCourseMenu(courseMenuId);
  const venue = course.data?.venue;
  // An unknown menu, or one asked for under another venue's address: the server answered 404 too (ADR 088).
  const elsewhere = venue && slug !== undefined && (venue.plaatsSlug !== plaats || venue.slug !== slug);
  if (isNotFound(course.error) || elsewhere) return <NotFoundPage />;
  return (
    <Page title={course.data ? `${course.data.name} — ${course.data.venue.name}` : t('horeca.courseMenus')}>
      <QueryState query={course}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <div>
              <Link to={`/horeca/${data.venue.plaatsSlug}/${data.venue.slug}`} className="text-sm text-brand underline">
                {data.venue.name}, {data.venue.plaats}
              </Link>
              <h1 className="mt-1 text-3xl font-bold">{data.name}</h1>
              <p className="mt-2 text-zinc-600 dark:text-zinc-400">{data.description}</p>
            </div>
            <Card>
              <ol className="flex flex-col gap-4">
                {data.courses.map((item, index) => (
                  <li key={`${item.name}-${index}`}>
                    <p className="text-sm text-zinc-500">{t('horeca.courseNumber', { number: index + 1 })}</p>
                    <p className="font-semibold">{item.name}</p>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">{item.description}</p>
                  </li>
                ))}
              </ol>
            </Card>
            <p className="text-lg font-semibold">{t('horeca.pricePerPerson', { price: formatEuro(data.pricePerPerson) })}</p>
            {data.winePairingPrice !== null ? (
              <p>{t('horeca.winePairing', { price: formatEuro(data.winePairingPrice) })}</p>
            ) : null}
            <Link to={`/horeca/${data.venue.plaatsSlug}/${data.venue.slug}/reserveren`} className="text-brand underline">
              {t('horeca.reserve')}
            </Link>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
