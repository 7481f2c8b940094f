import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface Exchange {
  request: { method: string; path: string };
  response: { status: number; json: unknown };
}

/** A request as the server received it: the form fields decoded. */
export interface ReceivedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local HTTP server (port 0) that answers the social connectors' Graph API calls from a recorded
 * exchange (features/social/fixtures), matched by method and path, and keeps every request it got.
 * An unrecorded call gets Graph's 400 for an unknown path, so a wrong URL fails the test.
 */
export async function startRecordedGraphServer(name: string) {
  const file = path.join(import.meta.dirname, '../features/social/fixtures', `${name}.json`);
  const { exchanges } = JSON.parse(readFileSync(file, 'utf8')) as { exchanges: Exchange[] };
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const found = exchanges.find(
        (exchange) => exchange.request.method === request.method && exchange.request.path === url.pathname,
      );
      const answer = found?.response ?? {
        status: 400,
        json: { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
