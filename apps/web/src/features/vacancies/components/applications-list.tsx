import type { EmployerKind } from '@platform/core';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useApplications } from '../api/get-employer-vacancies.ts';
import { employerPath } from '../api/keys.ts';
import { useVacanciesTexts } from '../texts.ts';

/** The applications to an employer's vacancies, newest first, each CV through the authorised route. */
export function ApplicationsList({ kind, employerId }: { kind: EmployerKind; employerId: string }) {
  const { t } = useVacanciesTexts();
  const applications = useApplications(kind, employerId);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="applications-title">
      <h3 id="applications-title" className="font-semibold">
        {t('vacancies.applications.title')}
      </h3>
      <QueryState query={applications}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('vacancies.applications.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('vacancies.applications.title')}>
              {rows.map((row) => (
                <li key={row.id} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                  <p className="font-medium">
                    {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a>
                  </p>
                  <p className="text-sm text-zinc-500">
                    {t('vacancies.applications.for', { title: row.vacancyTitle, date: formatDate(row.createdAt) })}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-sm">{row.motivation}</p>
                  {row.cv.available ? (
                    <a
                      className="mt-2 inline-block text-sm text-brand underline"
                      href={`${employerPath(kind, employerId)}/applications/${row.id}/cv`}
                    >
                      {t('vacancies.applications.cv')}
                    </a>
                  ) : (
                    <p className="mt-2 text-sm text-zinc-500">{t('vacancies.applications.cvDeleted')}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
