import { randomUUID } from 'node:crypto';
import {
  dutchDate,
  isId,
  isVacancyOpen,
  MAX_CV_BYTES,
  sniffCvType,
  type Vacancy,
  type VacancyApplicationInput,
  type VacancyListQuery,
  type VacancyType,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, PayloadTooLargeError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { approvedPartner, selectMembers } from '../partners/index.ts';
import * as q from './vacancies.queries.ts';
import { UnsupportedCvError, VACANCY_NOT_FOUND, VacancyGoneError } from './vacancy-errors.ts';
import { toVacancy } from './vacancy-views.ts';

/** Open vacancies of public employers, with filters. */
export async function openVacancies(ctx: ServiceContext, query: VacancyListQuery): Promise<Vacancy[]> {
  return (await q.selectOpen(ctx.db, dutchDate(new Date()), query)).map(toVacancy);
}

/** A public vacancy: unknown is 404, expired is 410. */
function openOrGone(row: q.VacancyWithEmployer | undefined): Vacancy {
  if (!row) throw new NotFoundError(VACANCY_NOT_FOUND);
  if (!isVacancyOpen(row.vacancy.closingDate, new Date())) throw new VacancyGoneError();
  return toVacancy(row);
}

export async function vacancyByType(ctx: Pick<ServiceContext, 'db'>, type: VacancyType, slug: string): Promise<Vacancy> {
  return openOrGone(await q.selectPublicBySlug(ctx.db, type, slug));
}

export async function partnerVacancy(ctx: Pick<ServiceContext, 'db'>, partnerSlug: string, slug: string): Promise<Vacancy> {
  const partner = await approvedPartner(ctx, partnerSlug);
  return openOrGone(await q.selectPublicOfEmployer(ctx.db, 'partner', partner.id, slug));
}

/** The open vacancies of one approved partner (its page lists them). */
export async function partnerVacancies(ctx: ServiceContext, partnerSlug: string): Promise<Vacancy[]> {
  const partner = await approvedPartner(ctx, partnerSlug);
  const open = await q.selectOpen(ctx.db, dutchDate(new Date()), {});
  return open.filter((row) => row.vacancy.employerKind === 'partner' && row.vacancy.employerId === partner.id).map(toVacancy);
}

const MANAGE_PAGE = { partner: '/partner/dashboard', coffeeshop: '/coffeeshop-manager', venue: '/horeca-manager' } as const;

function recipients(ctx: Pick<ServiceContext, 'db'>, employer: Vacancy['employer']) {
  return employer.kind === 'partner'
    ? selectMembers(ctx.db, employer.id)
    : q.selectPlaceRecipients(ctx.db, employer.kind, employer.id);
}

/**
 * Anyone may apply to an open vacancy: the CV (PDF or DOCX by its bytes, at most 10 MB) goes to private storage, the
 * application into the employer's dashboard, and each member hears of it by mail with a link there (no attachment).
 */
export async function apply(
  ctx: ServiceContext,
  vacancyId: string,
  input: VacancyApplicationInput,
  cv: Buffer,
): Promise<{ id: string }> {
  const vacancy = openOrGone(isId(vacancyId) ? await q.selectPublicById(ctx.db, vacancyId) : undefined);
  if (cv.length > MAX_CV_BYTES) throw new PayloadTooLargeError();
  const mimeType = sniffCvType(cv);
  if (!mimeType) throw new UnsupportedCvError();
  const id = randomUUID();
  const cvKey = `cvs/${vacancy.id}/${id}`;
  await ctx.storage.put(cvKey, cv);
  try {
    await withTransaction(ctx, async (tx) => {
      await q.insertApplication(tx.db, {
        id,
        vacancyId: vacancy.id,
        name: input.name,
        email: input.email.toLowerCase(),
        motivation: input.motivation,
        cvKey,
        cvMimeType: mimeType,
        cvSizeBytes: cv.length,
      });
      const link = `${ctx.publicUrl}${MANAGE_PAGE[vacancy.employer.kind]}`;
      for (const member of await recipients(tx, vacancy.employer)) {
        await tx.mailer.send({
          kind: 'vacancy_application',
          to: member.email,
          userId: member.userId,
          subject: `Nieuwe sollicitatie: ${vacancy.title}`,
          text: [
            `Hallo ${member.name},`,
            '',
            `${input.name} heeft gesolliciteerd op de vacature "${vacancy.title}" van ${vacancy.employer.name}.`,
            'Je leest de motivatie en het cv op je dashboard (het cv zit niet bij deze e-mail):',
            link,
          ].join('\n'),
        });
      }
    });
  } catch (error) {
    await ctx.storage.remove(cvKey);
    throw error;
  }
  return { id };
}
