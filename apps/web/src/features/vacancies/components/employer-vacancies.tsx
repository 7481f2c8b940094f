import { type EmployerKind, type ManagedVacancy, vacancyPath } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset } from '../../auth/index.ts';
import { useEmployerVacancies } from '../api/get-employer-vacancies.ts';
import { useRemoveVacancy } from '../api/save-vacancy.ts';
import { useVacanciesTexts } from '../texts.ts';
import { ApplicationsList } from './applications-list.tsx';
import { VacancyFacts } from './vacancy-facts.tsx';
import { VacancyForm } from './vacancy-form.tsx';

type Editing = { vacancy: ManagedVacancy | null } | null;

function VacancyRow({
  kind,
  employerId,
  vacancy,
  onEdit,
}: {
  kind: EmployerKind;
  employerId: string;
  vacancy: ManagedVacancy;
  onEdit(): void;
}) {
  const { t } = useVacanciesTexts();
  const remove = useRemoveVacancy(kind, employerId);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        {vacancy.open ? (
          <Link to={vacancyPath(vacancy)} className="font-medium hover:underline">
            {vacancy.title}
          </Link>
        ) : (
          <span className="font-medium">{vacancy.title}</span>
        )}
        {vacancy.open ? null : <Badge>{t('vacancies.manage.closed')}</Badge>}
        <span className="text-sm text-zinc-500">{t('vacancies.manage.applications', { count: vacancy.applications })}</span>
      </div>
      <VacancyFacts vacancy={vacancy} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {t('vacancies.manage.editButton')}
        </Button>
        <ConfirmDialog
          trigger={<Button variant="danger">{t('vacancies.manage.remove')}</Button>}
          title={t('vacancies.manage.removeTitle', { title: vacancy.title })}
          description={t('vacancies.manage.removeBody')}
          confirm={t('vacancies.manage.remove')}
          cancel={t('vacancies.manage.cancel')}
          onConfirm={() =>
            remove.mutate(vacancy.id, {
              onError: (error) => toast.error(error.message),
              onSuccess: () => toast.success(t('vacancies.manage.removed')),
            })
          }
        />
      </div>
    </li>
  );
}

/** An employer's vacancies (post, edit, remove) and the applications to them: for partners and places alike. */
export function EmployerVacancies({ kind, employerId }: { kind: EmployerKind; employerId: string }) {
  const { t } = useVacanciesTexts();
  const vacancies = useEmployerVacancies(kind, employerId);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-labelledby="vacancies-title">
        <div className="flex items-center gap-3">
          <h3 id="vacancies-title" className="font-semibold">
            {t('vacancies.manage.title')}
          </h3>
          <ReadOnlyFieldset>
            <Button onClick={() => setEditing({ vacancy: null })}>{t('vacancies.manage.add')}</Button>
          </ReadOnlyFieldset>
        </div>
        {editing ? (
          <ReadOnlyFieldset>
            <VacancyForm
              key={editing.vacancy?.id ?? 'new'}
              kind={kind}
              employerId={employerId}
              vacancy={editing.vacancy}
              onDone={() => setEditing(null)}
            />
          </ReadOnlyFieldset>
        ) : null}
        <QueryState query={vacancies}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-zinc-500">{t('vacancies.manage.empty')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {rows.map((vacancy) => (
                  <VacancyRow
                    key={vacancy.id}
                    kind={kind}
                    employerId={employerId}
                    vacancy={vacancy}
                    onEdit={() => setEditing({ vacancy })}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <ApplicationsList kind={kind} employerId={employerId} />
    </div>
  );
}
