import { jobPosting, VACANCY_TYPES, type VacancyType } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { partnerVacancy, vacancyByType } from './public.service.ts';

const BY_TYPE = /^\/vacatures\/([^/]+)\/([^/]+)\/?$/;
const BY_PARTNER = /^\/partners\/([^/]+)\/vacancies\/([^/]+)\/?$/;

/** A path part decoded, or '' when its escapes are broken (then nothing matches). */
function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

function lookup(c: Context<AppEnv>, pathname: string) {
  const ctx = serviceContext(c);
  const byType = BY_TYPE.exec(pathname);
  if (byType) {
    const [, type = '', slug = ''] = byType.map(decode);
    if (!VACANCY_TYPES.includes(type as VacancyType)) return null;
    return vacancyByType(ctx, type as VacancyType, slug);
  }
  const byPartner = BY_PARTNER.exec(pathname);
  if (byPartner) {
    const [, partnerSlug = '', slug = ''] = byPartner.map(decode);
    return partnerVacancy(ctx, partnerSlug, slug);
  }
  return null;
}

/**
 * The server HTML of a vacancy page: its title and description, and schema.org `JobPosting` JSON-LD for search
 * engines; an expired vacancy's page answers 410 and an unknown one 404 (Google drops them), the SPA still shows why.
 */
export async function vacancyShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  try {
    const found = lookup(c, pathname);
    if (!found) return null;
    const vacancy = await found;
    const publicUrl = c.get('services').publicUrl;
    return {
      meta: {
        title: `${vacancy.title} bij ${vacancy.employer.name} — vacature`,
        description: `${vacancy.title} in ${vacancy.plaats}: ${vacancy.hoursMin}–${vacancy.hoursMax} uur per week. Solliciteer voor ${vacancy.closingDate}.`,
      },
      jsonLd: jobPosting(vacancy, publicUrl),
    };
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) return { status: error.status };
    throw error;
  }
}
