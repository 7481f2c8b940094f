import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;
/** Brotli 5 compresses about as well as gzip 9 at a fraction of Brotli 11's time: answers are compressed per request. */
const BROTLI_QUALITY = 5;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The client's preferred encoding of ours (Brotli before gzip at equal weight), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const weight = (name: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === name)?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const [best] = (['br', 'gzip'] as const).map((name) => ({ name, q: weight(name) })).sort((a, b) => b.q - a.q);
  return best && best.q > 0 ? best.name : undefined;
}

function compressor(encoding: Encoding) {
  // Flush after every chunk: a streamed answer reaches the client as it is written, never held back.
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
}

/**
 * Brotli or gzip for every text answer (JSON, HTML, the SPA shell, robots and sitemap) by the client's
 * `Accept-Encoding`, with `Vary: Accept-Encoding` (ADR 037). Left alone: Server-Sent Events (the content
 * type rule excludes `text/event-stream`), answers already encoded (the build's precompressed files),
 * small ones, HEAD, partial content and `Cache-Control: no-transform`.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const length = headers.get('Content-Length');
    if (
      !c.res.body ||
      c.req.method === 'HEAD' ||
      c.res.status === 206 ||
      headers.has('Content-Encoding') ||
      (length !== null && Number(length) < THRESHOLD_BYTES) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const { readable, writable } = Duplex.toWeb(compressor(encoding));
    c.res = new Response(c.res.body.pipeThrough({ readable, writable }), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
