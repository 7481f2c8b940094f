import {
  MENU_IMPORT_FILE_TOO_LARGE,
  MENU_IMPORT_LIMITS,
  MenuImportPlaceTypeSchema,
  ParseTextInputSchema,
  UploadKindSchema,
} from '@platform/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { type AppEnv, serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import { PayloadTooLargeError, toIssues, VALIDATION_MESSAGE, ValidationError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/openapi.ts';
import { checkImportLimit, type ImportLimits } from './import-limit.ts';
import * as jobs from './jobs.service.ts';
import type * as r from './menu-import.routes.ts';
import * as s from './menu-import.service.ts';

export interface MenuImportTuning extends ImportLimits {
  trustProxy: boolean;
  /** Menu reads (jobs and /parse) running at once in this process; the rest wait in the queue (ADR 060). */
  maxConcurrentReads: number;
}

const NO_FILE = 'Kies een foto, PDF, CSV, XLSX of tekstbestand';
const PlaceFieldsSchema = z.object({
  placeType: MenuImportPlaceTypeSchema.optional(),
  placeId: z.uuid('Onbekende zaak').optional(),
});

function invalid(error: z.ZodError): ValidationError {
  return new ValidationError(VALIDATION_MESSAGE, toIssues(error.issues));
}

function isMultipart(c: Context<AppEnv>): boolean {
  return c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
}

/** The multipart upload: `file` and `kind` (and for a job optionally `placeType` + `placeId`). */
async function readMenuUpload(c: Context<AppEnv>) {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!form || !(file instanceof File)) throw new ValidationError(NO_FILE, [{ path: ['file'], message: NO_FILE }]);
  if (file.size > MENU_IMPORT_LIMITS.maxFileBytes) throw new PayloadTooLargeError(MENU_IMPORT_FILE_TOO_LARGE);
  const kind = UploadKindSchema.safeParse({ kind: form.get('kind') ?? undefined });
  if (!kind.success) throw invalid(kind.error);
  const place = PlaceFieldsSchema.safeParse({
    placeType: form.get('placeType') || undefined,
    placeId: form.get('placeId') || undefined,
  });
  if (!place.success) throw invalid(place.error);
  const { placeType, placeId } = place.data;
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    fileName: file.name,
    kind: kind.data.kind,
    ...(placeType && placeId ? { place: { type: placeType, id: placeId } } : {}),
  };
}

export const parse =
  (tuning: MenuImportTuning): Handler<typeof r.parseRoute> =>
  async (c) => {
    const ctx = serviceContext(c);
    await checkImportLimit(ctx, rateLimitKey(c, tuning.trustProxy), tuning);
    if (isMultipart(c)) {
      const upload = await readMenuUpload(c);
      return c.json(await s.parseFile(upload.bytes, upload.fileName, upload.kind), 200);
    }
    const body: unknown = await c.req.json().catch(() => null);
    const input = ParseTextInputSchema.safeParse(body ?? {});
    if (!input.success) throw invalid(input.error);
    return c.json(s.parseText(input.data), 200);
  };

export const createJob =
  (tuning: MenuImportTuning): Handler<typeof r.createJobRoute> =>
  async (c) => {
    const ctx = serviceContext(c);
    await checkImportLimit(ctx, rateLimitKey(c, tuning.trustProxy), tuning);
    if (!isMultipart(c)) throw new ValidationError(NO_FILE, [{ path: ['file'], message: NO_FILE }]);
    return c.json(await jobs.createJob(ctx, await readMenuUpload(c)), 202);
  };

export const job: Handler<typeof r.jobRoute> = async (c) =>
  c.json(await jobs.getJob(serviceContext(c), c.req.valid('param').jobId), 200);

export const cancelJob: Handler<typeof r.cancelJobRoute> = async (c) => {
  await jobs.cancelJob(serviceContext(c), c.req.valid('param').jobId);
  return c.body(null, 204);
};

export const page: Handler<typeof r.pageRoute> = async (c) => {
  const { jobId, page: number } = c.req.valid('param');
  const png = await jobs.pageImage(serviceContext(c), jobId, number);
  return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=600' });
};

export const diff: Handler<typeof r.diffRoute> = async (c) => c.json(await s.diff(serviceContext(c), c.req.valid('json')), 200);

export const apply: Handler<typeof r.applyRoute> = async (c) =>
  c.json(await s.apply(serviceContext(c), c.req.valid('json')), 200);

export const history: Handler<typeof r.historyRoute> = async (c) =>
  c.json(await s.history(serviceContext(c), c.req.valid('query')), 200);
