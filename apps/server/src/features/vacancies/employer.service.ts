import { randomUUID } from 'node:crypto';
import {
  type EmployerKind,
  isId,
  type ManagedVacancy,
  slugify,
  type VacancyApplication,
  type VacancyInput,
  VacancyInputSchema,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { requireEmployerAccess } from './employer-access.ts';
import * as q from './vacancies.queries.ts';
import { VACANCY_NOT_FOUND } from './vacancy-errors.ts';
import { toApplication, toManaged, vacancyColumns } from './vacancy-views.ts';

/** An employer's vacancies, open and closed, with their application counts. */
export async function employerVacancies(ctx: ServiceContext, kind: EmployerKind, id: string): Promise<ManagedVacancy[]> {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const now = new Date();
  return (await q.selectOfEmployer(ctx.db, kind, employer.id)).map((row) => toManaged(row, now));
}

async function ownVacancy(ctx: ServiceContext, kind: EmployerKind, employerId: string, vacancyId: string) {
  const row = isId(vacancyId) ? await q.selectOwnVacancy(ctx.db, kind, employerId, vacancyId) : undefined;
  if (!row) throw new NotFoundError(VACANCY_NOT_FOUND);
  return row;
}

async function managed(ctx: ServiceContext, kind: EmployerKind, employerId: string, vacancyId: string) {
  const row = await ownVacancy(ctx, kind, employerId, vacancyId);
  const [withCount] = (await q.selectOfEmployer(ctx.db, kind, employerId)).filter((item) => item.vacancy.id === row.vacancy.id);
  return toManaged(withCount ?? { ...row, applications: 0 }, new Date());
}

/** Posts a vacancy; the slug (title plus a piece of the id) stays when the title changes later. */
export async function createVacancy(
  ctx: ServiceContext,
  kind: EmployerKind,
  id: string,
  input: VacancyInput,
): Promise<ManagedVacancy> {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const values = VacancyInputSchema.parse(input);
  const vacancyId = randomUUID();
  await q.insertVacancy(ctx.db, {
    id: vacancyId,
    employerKind: kind,
    employerId: employer.id,
    slug: `${slugify(values.title) || 'vacature'}-${vacancyId.slice(0, 8)}`,
    ...vacancyColumns(values),
  });
  return managed(ctx, kind, employer.id, vacancyId);
}

export async function updateVacancy(
  ctx: ServiceContext,
  kind: EmployerKind,
  id: string,
  vacancyId: string,
  input: VacancyInput,
): Promise<ManagedVacancy> {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const row = await ownVacancy(ctx, kind, employer.id, vacancyId);
  await q.updateVacancy(ctx.db, row.vacancy.id, vacancyColumns(VacancyInputSchema.parse(input)));
  return managed(ctx, kind, employer.id, row.vacancy.id);
}

/** Removes a vacancy with its applications; their CVs leave storage first. */
export async function removeVacancy(ctx: ServiceContext, kind: EmployerKind, id: string, vacancyId: string): Promise<void> {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const row = await ownVacancy(ctx, kind, employer.id, vacancyId);
  for (const { key } of await q.selectCvKeysOfVacancy(ctx.db, row.vacancy.id)) if (key) await ctx.storage.remove(key);
  await q.deleteVacancy(ctx.db, row.vacancy.id);
}

export async function employerApplications(ctx: ServiceContext, kind: EmployerKind, id: string): Promise<VacancyApplication[]> {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const rows = await q.selectApplicationsOfEmployer(ctx.db, kind, employer.id);
  return rows.map((row) => toApplication(row.application, row.vacancyTitle));
}

/** An application's CV, only for the employer's members (never a public URL). */
export async function openCv(ctx: ServiceContext, kind: EmployerKind, id: string, applicationId: string) {
  const employer = await requireEmployerAccess(ctx, kind, id);
  const row = isId(applicationId) ? await q.selectApplicationOfEmployer(ctx.db, kind, employer.id, applicationId) : undefined;
  if (!row) throw new NotFoundError('Deze sollicitatie bestaat niet.');
  const body = row.cvKey ? await ctx.storage.get(row.cvKey) : null;
  if (!body) throw new NotFoundError('Het cv is verwijderd: de bewaartermijn is voorbij.');
  const extension = row.cvMimeType === 'application/pdf' ? 'pdf' : 'docx';
  return { body, mimeType: row.cvMimeType, filename: `cv-${slugify(row.name) || 'sollicitant'}.${extension}` };
}
