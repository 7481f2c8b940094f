import { randomBytes } from 'node:crypto';
import type { JobCreated, JobState, MenuImportKind, MenuImportOutcome, MenuImportPlaceType } from '@platform/core';
import sharp from 'sharp';
import type { ServiceContext } from '../../context.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { detectFormat, type MenuFileFormat, sourceOf } from './extract/detect.ts';
import { extractMenu, ImportCancelledError, UNREADABLE_IMAGE } from './extract/extract.ts';
import { openPdf } from './extract/pdf.ts';
import { acquireMenuRead } from './job-slots.ts';
import * as q from './menu-import.queries.ts';

/*
 * Import jobs (issue 18): an upload is checked at once (format, size, pages, password) and then read in the
 * background, page by page, in this process, at most MENU_IMPORT_MAX_JOBS at once (job-slots.ts, ADR 060); the state lives in the database so any process can answer a poll or
 * a cancel, and the runner checks for a cancel after every page. Page images (and, for signed-in users, the source
 * file) go to private storage under `menu-import/<job id>/`; the retention job deletes them.
 */

export const JOB_NOT_FOUND = 'Deze importtaak bestaat niet (meer).';
export const PAGE_NOT_FOUND = 'Deze pagina bestaat niet (meer).';
export const INTERRUPTED = 'Het lezen werd onderbroken doordat de server herstartte. Upload het bestand opnieuw.';
export const JOB_FAILED = 'Het lezen van het bestand is mislukt. Probeer het opnieuw of kies een ander bestand.';

export interface JobUpload {
  bytes: Buffer;
  fileName: string;
  kind: MenuImportKind;
  place?: { type: MenuImportPlaceType; id: string };
}

type JobDeps = Pick<ServiceContext, 'db' | 'storage' | 'logger'>;

const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

/** Waits until no job runs in this process (tests; shutdown). */
export async function menuImportJobsIdle(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running.values()].map((job) => job.done));
}

/** Aborts the jobs running in this process (shutdown). */
export function cancelRunningJobs(): void {
  for (const job of running.values()) job.controller.abort();
}

export const folderOf = (jobId: string) => `menu-import/${jobId}`;
const pageKey = (jobId: string, page: number) => `${folderOf(jobId)}/page-${page}.png`;

/** Refuses what cannot be read before anything is stored: an encrypted or too long PDF, a broken image. */
export async function precheck(bytes: Buffer, format: MenuFileFormat): Promise<void> {
  if (format === 'pdf') {
    const document = await openPdf(bytes);
    await document.loadingTask.destroy();
  } else if (format === 'jpeg' || format === 'png' || format === 'webp') {
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height)
      throw new ValidationError(UNREADABLE_IMAGE, [{ path: ['file'], message: UNREADABLE_IMAGE }]);
  }
}

async function recordHistory(deps: JobDeps, job: q.JobRow, outcome: MenuImportOutcome, parsed: number) {
  if (!job.userId || !job.placeType || !job.placeId) return;
  await q.insertImport(deps.db, {
    userId: job.userId,
    placeType: job.placeType,
    placeId: job.placeId,
    jobId: job.id,
    sourceType: job.sourceType,
    fileName: job.fileName,
    parsed,
    outcome,
  });
}

async function run(deps: JobDeps, job: q.JobRow, bytes: Buffer, format: MenuFileFormat, controller: AbortController) {
  let pagesDone = 0;
  let release: (() => void) | undefined;
  try {
    // Queued (shown as "in de wachtrij") until a read slot is free (ADR 060); a cancel meanwhile leaves the queue.
    release = await acquireMenuRead(controller.signal).catch(() => {
      throw new ImportCancelledError();
    });
    // Cancelled while it waited (in another process, or just now): the status already says so.
    if (!(await q.startJob(deps.db, job.id))) return;
    const result = await extractMenu(
      bytes,
      job.fileName ?? '',
      job.kind,
      {
        signal: controller.signal,
        onPages: (total) => q.updateJob(deps.db, job.id, { pagesTotal: total }),
        onPage: async (page, png) => {
          if (png) await deps.storage.put(pageKey(job.id, page), png);
          pagesDone = page;
          await q.updateJob(deps.db, job.id, { pagesDone });
          const now = await q.selectJob(deps.db, job.id);
          if (now?.status === 'cancelled') controller.abort();
        },
      },
      format,
    );
    if (await q.finishJob(deps.db, job.id, { status: 'done', result, pagesDone })) {
      await recordHistory(deps, job, 'parsed', result.items.length);
    }
  } catch (error) {
    if (error instanceof ImportCancelledError || controller.signal.aborted) {
      // A cancel already set the status; otherwise the server is stopping: the job ends as failed.
      await q.finishJob(deps.db, job.id, { status: 'failed', error: INTERRUPTED, pagesDone });
      return;
    }
    const message = error instanceof AppError && error.status < 500 ? error.message : JOB_FAILED;
    if (!(error instanceof AppError)) deps.logger.error({ err: error, jobId: job.id }, 'menu-import mislukt');
    if (await q.finishJob(deps.db, job.id, { status: 'failed', error: message, pagesDone })) {
      await recordHistory(deps, job, 'failed', 0);
    }
  } finally {
    release?.();
  }
}

/** Checks the upload, stores the job and starts reading it in the background. */
export async function createJob(ctx: ServiceContext, upload: JobUpload): Promise<JobCreated> {
  if (upload.place) {
    const access = await requirePlaceAccess(ctx, upload.place.type, upload.place.id, 'menu');
    await requireModule(ctx, upload.place.type, access.place.id, 'menu-import');
  }
  const format = detectFormat(upload.bytes, upload.fileName);
  await precheck(upload.bytes, format);
  const id = randomBytes(24).toString('base64url');
  const userId = ctx.actor?.user.id ?? null;
  await q.insertJob(ctx.db, {
    id,
    userId,
    kind: upload.kind,
    sourceType: sourceOf(format),
    fileName: upload.fileName.slice(0, 200) || null,
    placeType: upload.place?.type ?? null,
    placeId: upload.place?.id ?? null,
  });
  // The source file is kept (privately, until the retention job) only for a signed-in owner's history.
  if (userId) await ctx.storage.put(`${folderOf(id)}/source`, upload.bytes);
  const job = await q.selectJob(ctx.db, id);
  if (!job) throw new Error('menu import job not stored');
  const controller = new AbortController();
  const deps: JobDeps = { db: ctx.db, storage: ctx.storage, logger: ctx.logger };
  const done = run(deps, job, upload.bytes, format, controller)
    .catch((error: unknown) => ctx.logger.error({ err: error, jobId: id }, 'menu-import taak mislukt'))
    .finally(() => running.delete(id));
  running.set(id, { controller, done });
  return { jobId: id };
}

/** The job, for whoever holds its id; a signed-in user's job only for that user. */
async function visibleJob(ctx: ServiceContext, jobId: string): Promise<q.JobRow> {
  const job = await q.selectJob(ctx.db, jobId);
  if (!job || (job.userId !== null && job.userId !== ctx.actor?.user.id)) throw new NotFoundError(JOB_NOT_FOUND);
  return job;
}

export async function getJob(ctx: ServiceContext, jobId: string): Promise<JobState> {
  const job = await visibleJob(ctx, jobId);
  return {
    status: job.status,
    pagesDone: job.pagesDone,
    pagesTotal: job.pagesTotal,
    ...(job.result ? { result: job.result } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Cancels a queued or running job; a finished one stays as it is. */
export async function cancelJob(ctx: ServiceContext, jobId: string): Promise<void> {
  const job = await visibleJob(ctx, jobId);
  if (await q.finishJob(ctx.db, job.id, { status: 'cancelled', pagesDone: job.pagesDone })) {
    running.get(job.id)?.controller.abort();
    await recordHistory(ctx, job, 'cancelled', 0);
  }
}

export async function pageImage(ctx: ServiceContext, jobId: string, page: number): Promise<Buffer> {
  const job = await visibleJob(ctx, jobId);
  const png = job.filesDeletedAt ? null : await ctx.storage.get(pageKey(job.id, page));
  if (!png) throw new NotFoundError(PAGE_NOT_FOUND);
  return png;
}
