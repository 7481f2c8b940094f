import { createRouter } from '../../platform/openapi.ts';
import { DEFAULT_IMPORT_LIMITS } from './import-limit.ts';
import { DEFAULT_MAX_MENU_READS, setMaxMenuReads } from './job-slots.ts';
import * as h from './menu-import.handlers.ts';
import * as r from './menu-import.routes.ts';

/** Menu import (issue 18, ADR 045): parse, background jobs, diff, apply and history for both brands. */
export function menuImportRouter(tuning: Partial<h.MenuImportTuning> = {}) {
  const limits: h.MenuImportTuning = {
    trustProxy: false,
    maxConcurrentReads: DEFAULT_MAX_MENU_READS,
    ...DEFAULT_IMPORT_LIMITS,
    ...tuning,
  };
  setMaxMenuReads(limits.maxConcurrentReads);
  return createRouter()
    .openapi(r.parseRoute, h.parse(limits))
    .openapi(r.createJobRoute, h.createJob(limits))
    .openapi(r.jobRoute, h.job)
    .openapi(r.cancelJobRoute, h.cancelJob)
    .openapi(r.pageRoute, h.page)
    .openapi(r.diffRoute, h.diff)
    .openapi(r.applyRoute, h.apply)
    .openapi(r.historyRoute, h.history);
}

export { stopOcr } from './extract/ocr.ts';
export { cancelRunningJobs, menuImportJobsIdle } from './jobs.service.ts';
export { defineMenuImportRetention, MENU_IMPORT_RETENTION_JOB, purgeMenuImportFiles } from './retention.ts';
