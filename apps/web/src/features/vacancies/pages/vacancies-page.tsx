import { VACANCY_TYPES, type VacancyListQuery, type VacancyType } from '@platform/core';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useSearchFilters } from '../../../lib/use-search-filters.ts';
import { useVacancies } from '../api/get-vacancies.ts';
import { VacancyCard } from '../components/vacancy-card.tsx';
import { useVacanciesTexts } from '../texts.ts';

/** /vacatures: open vacancies of partners, coffeeshops and venues, filtered by type and place, with search (in the URL). */
export function VacanciesPage() {
  const { t } = useVacanciesTexts();
  const { params, set } = useSearchFilters();
  const type = VACANCY_TYPES.find((value) => value === params.get('type'));
  const query: VacancyListQuery = {
    ...(type ? { type } : {}),
    ...(params.get('plaats') ? { plaats: params.get('plaats') ?? '' } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
  };
  const vacancies = useVacancies(query);
  return (
    <Page title={t('vacancies.title')} wide>
      <h1 className="text-3xl font-bold">{t('vacancies.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('vacancies.intro')}</p>
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <Field type="search" label={t('vacancies.search')} value={query.q ?? ''} onChange={(e) => set('q', e.target.value)} />
        <SelectField label={t('vacancies.fields.type')} value={type ?? ''} onChange={(e) => set('type', e.target.value)}>
          <option value="">{t('vacancies.allTypes')}</option>
          {VACANCY_TYPES.map((value: VacancyType) => (
            <option key={value} value={value}>
              {t(`vacancies.types.${value}`)}
            </option>
          ))}
        </SelectField>
        <Field label={t('vacancies.fields.plaats')} value={query.plaats ?? ''} onChange={(e) => set('plaats', e.target.value)} />
      </div>
      <QueryState query={vacancies}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('vacancies.empty')}</p>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {rows.map((vacancy) => (
                <VacancyCard key={vacancy.id} vacancy={vacancy} />
              ))}
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
