import { MAX_CV_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './vacancies.handlers.ts';
import * as r from './vacancies.routes.ts';

export { CV_RETENTION_JOB, defineCvRetention, purgeExpiredCvs } from './cv-retention.ts';
export { openVacancies } from './public.service.ts';
export { vacancyShell } from './vacancy-shell.ts';

/** Vacancies of partners, coffeeshops and venues, applications with a private CV (ADR 040). */
export function vacanciesRouter(tuning: { trustProxy: boolean }) {
  const router = createRouter();
  router.use(r.APPLY_PATH, uploadBodyLimit(MAX_CV_BYTES));
  return router
    .openapi(r.employerListRoute, h.employerList)
    .openapi(r.createVacancyRoute, h.create)
    .openapi(r.updateVacancyRoute, h.update)
    .openapi(r.removeVacancyRoute, h.remove)
    .openapi(r.applicationsRoute, h.applications)
    .openapi(r.cvRoute, h.cv)
    .openapi(r.listRoute, h.list)
    .openapi(r.byTypeRoute, h.byType)
    .openapi(r.partnerVacanciesRoute, h.partnerVacancies)
    .openapi(r.partnerVacancyRoute, h.partnerVacancy)
    .openapi(r.applyRoute, h.apply(tuning));
}
