// Without zod: the public vacancy list filters by these (bundle budget, ADR 087).

/** Vacancies of partners, coffeeshops and venues: one model (issue 19). */
export const VACANCY_TYPES = ['vast', 'tijdelijk', 'bijbaan', 'stage', 'freelance'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
