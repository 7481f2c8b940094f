import {
  type Employer,
  isVacancyOpen,
  type ManagedVacancy,
  type Vacancy,
  type VacancyApplication,
  type VacancyInput,
} from '@platform/core';
import type { ApplicationRow, VacancyWithEmployer } from './vacancies.queries.ts';

const euros = (cents: number) => cents / 100;
export const cents = (euros: number) => Math.round(euros * 100);

function employerOf(row: VacancyWithEmployer): Employer {
  const { vacancy, partner, shop, venue } = row;
  const id = vacancy.employerId;
  if (vacancy.employerKind === 'partner')
    return { kind: 'partner', id, name: partner?.name ?? '', path: `/partners/${partner?.slug}` };
  if (vacancy.employerKind === 'coffeeshop') {
    return { kind: 'coffeeshop', id, name: shop?.name ?? '', path: `/coffeeshops/${shop?.plaatsSlug}/${shop?.slug}` };
  }
  return { kind: 'venue', id, name: venue?.name ?? '', path: `/horeca/${venue?.plaatsSlug}/${venue?.slug}` };
}

export function toVacancy(row: VacancyWithEmployer): Vacancy {
  const { vacancy } = row;
  return {
    id: vacancy.id,
    slug: vacancy.slug,
    title: vacancy.title,
    type: vacancy.type,
    hoursMin: vacancy.hoursMin,
    hoursMax: vacancy.hoursMax,
    salaryMin: euros(vacancy.salaryMinCents),
    salaryMax: euros(vacancy.salaryMaxCents),
    salaryPeriod: vacancy.salaryPeriod,
    plaats: vacancy.plaats,
    description: vacancy.description,
    closingDate: vacancy.closingDate,
    postedAt: vacancy.createdAt.toISOString(),
    employer: employerOf(row),
  };
}

export function toManaged(row: VacancyWithEmployer & { applications: number }, now: Date): ManagedVacancy {
  return { ...toVacancy(row), open: isVacancyOpen(row.vacancy.closingDate, now), applications: row.applications };
}

/** The stored columns of a vacancy's input (salaries in cents). */
export function vacancyColumns(input: VacancyInput) {
  const { salaryMin, salaryMax, ...rest } = input;
  return { ...rest, salaryMinCents: cents(salaryMin), salaryMaxCents: cents(salaryMax) };
}

export function toApplication(row: ApplicationRow, vacancyTitle: string): VacancyApplication {
  return {
    id: row.id,
    vacancyId: row.vacancyId,
    vacancyTitle,
    name: row.name,
    email: row.email,
    motivation: row.motivation,
    createdAt: row.createdAt.toISOString(),
    cv: { mimeType: row.cvMimeType, sizeBytes: row.cvSizeBytes, available: row.cvKey !== null },
  };
}
