import type { Vacancy } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { useVacanciesTexts } from '../texts.ts';

/** Type, hours, pay range (always shown: EU pay transparency), place and closing date of a vacancy. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useVacanciesTexts();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone="brand">{t(`vacancies.types.${vacancy.type}`)}</Badge>
      <span>{t('vacancies.hours', { min: vacancy.hoursMin, max: vacancy.hoursMax })}</span>
      <span>·</span>
      <span>
        {t(`vacancies.salary.${vacancy.salaryPeriod}`, {
          min: formatEuro(vacancy.salaryMin),
          max: formatEuro(vacancy.salaryMax),
        })}
      </span>
      <span>·</span>
      <span>{vacancy.plaats}</span>
      <span className="text-zinc-500">{t('vacancies.closes', { date: formatDate(vacancy.closingDate) })}</span>
    </div>
  );
}
