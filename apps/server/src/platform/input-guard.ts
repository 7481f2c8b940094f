import {
  CONTROL_CHARACTER_MESSAGE,
  ERROR_CODES,
  hasControlCharacters,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MENU_IMPORT_FILE_TOO_LARGE,
  MENU_IMPORT_LIMITS,
} from '@platform/core';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { AppError, type ErrorIssue, PayloadTooLargeError, VALIDATION_MESSAGE, ValidationError } from './errors.ts';

/** The largest JSON (or other non-upload) request body: 1 MB (ADR 018). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Multipart uploads get the largest upload limit plus the envelope; each upload route checks its own. */
const MULTIPART_MAX_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES) + 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'Het verzoek is te groot: maximaal 1 MB.';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith('multipart/form-data') ?? false;
}

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new PayloadTooLargeError(BODY_TOO_LARGE_MESSAGE);
  },
});
const multipartLimit = bodyLimit({
  maxSize: MULTIPART_MAX_BYTES,
  onError: () => {
    throw new PayloadTooLargeError();
  },
});

/** Menu imports take photos and PDFs up to 20 MB (issue 18); their routes check the same limit. */
const MENU_IMPORT_PREFIX = '/api/menu-import/';
const menuImportLimit = bodyLimit({
  maxSize: MENU_IMPORT_LIMITS.maxFileBytes + 64 * 1024,
  onError: () => {
    throw new PayloadTooLargeError(MENU_IMPORT_FILE_TOO_LARGE);
  },
});

/**
 * One size limit for every API request body, checked before anything parses it:
 * by Content-Length when sent, else while the (chunked) stream is read.
 */
export const requestBodyLimit = createMiddleware<AppEnv>((c, next) => {
  if (!isMultipart(c.req.header('content-type'))) return jsonLimit(c, next);
  return (c.req.path.startsWith(MENU_IMPORT_PREFIX) ? menuImportLimit : multipartLimit)(c, next);
});

export class MalformedBodyError extends AppError {
  constructor() {
    super(400, ERROR_CODES.validation, 'Het verzoek bevat geen geldige JSON.');
  }
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (key or value) with a control character. Walks
 * without recursion and builds a path only for the hit, so a body nested
 * 100,000 levels deep costs linear time.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current, { multiLine: true })) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: index, parent: visit });
      });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key, { multiLine: true })) return [...pathOf(visit), key];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

function refuse(path: (string | number)[]): never {
  const issues: ErrorIssue[] = [{ path, message: CONTROL_CHARACTER_MESSAGE }];
  throw new ValidationError(VALIDATION_MESSAGE, issues);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every text a request carries (path, query, JSON, form or multipart text fields, Better Auth's
 * endpoints included) is refused with a Dutch 422 when it holds a control
 * character; tab and line breaks stay allowed here (multi-line fields), the
 * one-line schemas in core refuse those. Bodies are read once and handed on.
 */
export const controlCharacterGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (hasControlCharacters(safeDecode(url.pathname), { multiLine: true })) refuse(['path']);
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key, { multiLine: true }) || hasControlCharacters(value, { multiLine: true }))
      refuse(['query', key]);
  }
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  if (!BODY_METHODS.has(c.req.method) || !c.req.raw.body) return next();
  if (isMultipart(contentType)) {
    // An upload's text fields (a document kind, a name) are text too; the files are not checked. Read from a
    // copy, so the route still gets the whole body; one the route cannot parse either is the route's to refuse.
    const form = await c.req.raw
      .clone()
      .formData()
      .catch(() => null);
    for (const [key, value] of form ?? []) {
      if (hasControlCharacters(key, { multiLine: true })) refuse([key]);
      if (typeof value === 'string' && hasControlCharacters(value, { multiLine: true })) refuse([key]);
    }
    return next();
  }

  const bytes = await c.req.raw.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  if (contentType.includes('json') && text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new MalformedBodyError();
    }
    const path = findControlCharacter(parsed);
    if (path) refuse(path);
  } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text)) {
      if (hasControlCharacters(key, { multiLine: true }) || hasControlCharacters(value, { multiLine: true })) refuse([key]);
    }
  } else if (hasControlCharacters(text, { multiLine: true })) {
    refuse([]);
  }
  // The stream is spent: hand the same bytes on to the route (and to Better Auth).
  c.req.raw = new Request(c.req.raw, { body: bytes });
  return next();
});
