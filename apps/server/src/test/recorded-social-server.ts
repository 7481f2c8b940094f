import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface Exchange {
  request: { method: string; path: string; match?: Record<string, string> };
  /**
   * `consent`: the network's authorize page with the person agreeing at once, sending the browser back to
   * `redirect_uri` with a code and the state (the Playwright journey).
   */
  response: { status: number; json?: unknown; headers?: Record<string, string>; consent?: boolean };
  /** How often this answer is given before the next matching one takes over; unset = always. */
  times?: number;
}

/** A request as the server received it: query, the headers the networks require, and the decoded body. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** Form fields, JSON body or multipart fields (a file as `<name> (<type>, <bytes> bytes)`); raw bytes as their size. */
  body: unknown;
}

const HEADERS = ['authorization', 'content-type', 'linkedin-version', 'x-restli-protocol-version'];

async function decode(contentType: string, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return null;
  if (contentType.startsWith('application/json')) return JSON.parse(raw.toString('utf8'));
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      fields[name] = typeof value === 'string' ? value : `${value.name} (${value.type}, ${value.size} bytes)`;
    }
    return fields;
  }
  return { bytes: raw.length };
}

function fieldsOf(query: Record<string, string>, body: unknown): Record<string, unknown> {
  return { ...query, ...(body && typeof body === 'object' ? body : {}) };
}

/**
 * A local HTTP server (port 0) playing X, LinkedIn and Meta for the social connectors and the OAuth flow
 * (ADR 062): it answers from recorded exchanges (features/social/fixtures/*.json), matched by method, path and
 * optional fields of the query or body, and keeps every request. `{{base}}` in an answer is this server's
 * address (LinkedIn's upload URL points back to it). An unrecorded call gets a 404, so a wrong URL fails the test.
 */
export function startRecordedSocialServer(...names: string[]) {
  return startRecordedSocialServerOn(0, ...names);
}

/** The same on a fixed port (the Playwright run starts it beside the platform's server). */
export async function startRecordedSocialServerOn(port: number, ...names: string[]) {
  let exchanges: Exchange[] = [];
  const used = new Map<Exchange, number>();
  const load = (...files: string[]) => {
    exchanges = files.flatMap((name) => {
      const file = path.join(import.meta.dirname, '../features/social/fixtures', `${name}.json`);
      return (JSON.parse(readFileSync(file, 'utf8')) as { exchanges: Exchange[] }).exchanges;
    });
    used.clear();
  };
  load(...names);
  const requests: RecordedRequest[] = [];
  let base = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const query = Object.fromEntries(url.searchParams);
      const contentType = request.headers['content-type'] ?? '';
      const body = await decode(contentType, Buffer.concat(chunks));
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query,
        headers: Object.fromEntries(HEADERS.map((name) => [name, request.headers[name] as string | undefined])),
        body,
      });
      const fields = fieldsOf(query, body);
      const found = exchanges.find(
        (exchange) =>
          exchange.request.method === request.method &&
          exchange.request.path === url.pathname &&
          Object.entries(exchange.request.match ?? {}).every(([key, value]) => String(fields[key]) === value) &&
          (exchange.times === undefined || (used.get(exchange) ?? 0) < exchange.times),
      );
      if (found) used.set(found, (used.get(found) ?? 0) + 1);
      const answer = found?.response ?? { status: 404, json: { title: 'Not Found Error', detail: `unrecorded ${url.pathname}` } };
      if (found?.response.consent && query.redirect_uri) {
        const back = new URL(query.redirect_uri);
        back.searchParams.set('code', 'recorded-code-consent');
        back.searchParams.set('state', query.state ?? '');
        response.writeHead(302, { location: back.toString() });
        response.end();
        return;
      }
      const fill = (text: string) => text.replaceAll('{{base}}', base);
      const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([key, value]) => [key, fill(value)]));
      if (answer.json === undefined) {
        response.writeHead(answer.status, headers);
        response.end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...headers });
      response.end(fill(JSON.stringify(answer.json)));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    /** Replays other recordings from now on (an error scenario), forgetting how often answers were given. */
    load,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
