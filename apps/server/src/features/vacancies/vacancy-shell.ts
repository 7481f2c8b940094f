import { jobPosting, VACANCY_TYPES, type VacancyType, vacancyPath } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts } from '../../platform/shell-path.ts';
import { partnerVacancy, vacancyByType } from './public.service.ts';

const BY_TYPE = /^\/vacatures\/([^/]+)\/([^/]+)\/?$/;
const BY_PARTNER = /^\/partners\/([^/]+)\/vacancies\/([^/]+)\/?$/;

function lookup(c: Context<AppEnv>, pathname: string) {
  const ctx = serviceContext(c);
  const byType = shellPathParts(BY_TYPE, pathname);
  if (byType) {
    const [type = '', slug = ''] = byType;
    if (!VACANCY_TYPES.includes(type as VacancyType)) return null;
    return vacancyByType(ctx, type as VacancyType, slug);
  }
  const byPartner = shellPathParts(BY_PARTNER, pathname);
  if (byPartner) {
    const [partnerSlug = '', slug = ''] = byPartner;
    return partnerVacancy(ctx, partnerSlug, slug);
  }
  return null;
}

/**
 * The server HTML of a vacancy page: its title and description, and schema.org `JobPosting` JSON-LD for search
 * engines; an expired vacancy's page answers 410 and an unknown one 404 (Google drops them), the SPA still shows why.
 */
export async function vacancyShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const found = lookup(c, pathname);
  if (!found) return null;
  return shellOrStatus(async () => {
    const vacancy = await found;
    const publicUrl = c.get('services').publicUrl;
    return {
      meta: {
        title: `${vacancy.title} bij ${vacancy.employer.name} — vacature`,
        description: `${vacancy.title} in ${vacancy.plaats}: ${vacancy.hoursMin}–${vacancy.hoursMax} uur per week. Solliciteer voor ${vacancy.closingDate}.`,
      },
      jsonLd: jobPosting(vacancy, publicUrl),
      // A partner's vacancy is also shown under the partner: one address for search engines.
      canonicalPath: vacancyPath(vacancy),
    };
  });
}
