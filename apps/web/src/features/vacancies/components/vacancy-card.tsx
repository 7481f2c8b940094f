import { type Vacancy, vacancyPath } from '@platform/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { VacancyFacts } from './vacancy-facts.tsx';

export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  return (
    <Card className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">
        <Link to={vacancyPath(vacancy)} className="hover:underline">
          {vacancy.title}
        </Link>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{vacancy.employer.name}</p>
      <VacancyFacts vacancy={vacancy} />
    </Card>
  );
}
