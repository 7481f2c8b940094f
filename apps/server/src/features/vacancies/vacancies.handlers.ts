import { MAX_CV_BYTES, VacancyApplicationInputSchema } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import { toIssues, VALIDATION_MESSAGE, ValidationError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import { checkApplyLimit } from './apply-limit.ts';
import * as employer from './employer.service.ts';
import * as s from './public.service.ts';
import type * as r from './vacancies.routes.ts';

export const employerList: Handler<typeof r.employerListRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await employer.employerVacancies(serviceContext(c), kind, id), 200);
};

export const create: Handler<typeof r.createVacancyRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await employer.createVacancy(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const update: Handler<typeof r.updateVacancyRoute> = async (c) => {
  const { kind, id, vacancyId } = c.req.valid('param');
  return c.json(await employer.updateVacancy(serviceContext(c), kind, id, vacancyId, c.req.valid('json')), 200);
};

export const remove: Handler<typeof r.removeVacancyRoute> = async (c) => {
  const { kind, id, vacancyId } = c.req.valid('param');
  await employer.removeVacancy(serviceContext(c), kind, id, vacancyId);
  return c.body(null, 204);
};

export const applications: Handler<typeof r.applicationsRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await employer.employerApplications(serviceContext(c), kind, id), 200);
};

export const cv: Handler<typeof r.cvRoute> = async (c) => {
  const { kind, id, applicationId } = c.req.valid('param');
  const file = await employer.openCv(serviceContext(c), kind, id, applicationId);
  // Private: never cached, downloaded rather than shown, not sniffed into another type.
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.mimeType,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
  });
};

export const list: Handler<typeof r.listRoute> = async (c) =>
  c.json(await s.openVacancies(serviceContext(c), c.req.valid('query')), 200);

export const byType: Handler<typeof r.byTypeRoute> = async (c) => {
  const { type, slug } = c.req.valid('param');
  return c.json(await s.vacancyByType(serviceContext(c), type, slug), 200);
};

export const partnerVacancies: Handler<typeof r.partnerVacanciesRoute> = async (c) =>
  c.json(await s.partnerVacancies(serviceContext(c), c.req.valid('param').partnerSlug), 200);

export const partnerVacancy: Handler<typeof r.partnerVacancyRoute> = async (c) => {
  const { partnerSlug, vacancySlug } = c.req.valid('param');
  return c.json(await s.partnerVacancy(serviceContext(c), partnerSlug, vacancySlug), 200);
};

/**
 * The form's text fields through the shared schema, the CV beside them; a 422 names the fields. The address's
 * attempts are counted first, before the upload is read.
 */
export const apply =
  (tuning: { trustProxy: boolean }): Handler<typeof r.applyRoute> =>
  async (c) => {
    await checkApplyLimit(serviceContext(c).db, rateLimitKey(c, tuning.trustProxy));
    const { form, bytes } = await readUpload(c, MAX_CV_BYTES, 'Kies je cv (PDF of Word)');
    const fields = VacancyApplicationInputSchema.safeParse({
      name: form.get('name') ?? undefined,
      email: form.get('email') ?? undefined,
      motivation: form.get('motivation') ?? undefined,
    });
    if (!fields.success) throw new ValidationError(VALIDATION_MESSAGE, toIssues(fields.error.issues));
    return c.json(await s.apply(serviceContext(c), c.req.valid('param').id, fields.data, bytes), 201);
  };
