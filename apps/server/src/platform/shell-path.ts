import { AppError } from './errors.ts';
import type { PageShell } from './page-meta.ts';

/** A path part decoded, or null when its escapes are broken (then nothing matches). */
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * The decoded parts a page-shell pattern captures from a path ('' for an optional part that is absent), or null
 * when it does not match. Page shells (ADR 040) read the thing their page shows from these parts.
 */
export function shellPathParts(pattern: RegExp, pathname: string): string[] | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  const parts = match.slice(1).map((part) => decode(part ?? ''));
  return parts.every((part) => part !== null) ? (parts as string[]) : null;
}

/**
 * A page shell built from a feature's service, where the service's "not found" (404) or "gone" (410) becomes the
 * page's status: search engines drop the page, and the web app still shows the visitor why.
 */
export async function shellOrStatus(build: () => Promise<PageShell>): Promise<PageShell> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) return { status: error.status };
    throw error;
  }
}

/** A search result's snippet: the first 160 characters of an owner's text, or a sentence of our own when it is empty. */
export function shellSnippet(text: string, fallback: string): string {
  return text.trim().slice(0, 160) || fallback;
}
