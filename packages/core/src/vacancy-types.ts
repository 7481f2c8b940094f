// Without zod: the public vacancy pages filter and link with these (bundle budget, ADR 087).

/** Vacancies of partners, coffeeshops and venues: one model (issue 19). */
export const VACANCY_TYPES = ['vast', 'tijdelijk', 'bijbaan', 'stage', 'freelance'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

/**
 * A vacancy's public page: by type (slugs are unique over all vacancies). A partner's vacancy is also shown under the
 * partner; this address is the canonical one and the one the sitemap lists.
 */
export function vacancyPath(vacancy: { type: VacancyType; slug: string }): string {
  return `/vacatures/${vacancy.type}/${vacancy.slug}`;
}
