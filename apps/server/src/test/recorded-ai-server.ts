import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One recorded chat-completion answer: a stream of SSE chunks, or one JSON body (a non-streaming call). */
export type RecordedResponse = { sse: unknown[] } | { json: unknown } | { status: number; json: unknown };

export interface Recording {
  description: string;
  /** The answers, in the order the requests come. */
  exchanges: Array<{ response: RecordedResponse }>;
}

export function loadRecording(name: string): Recording {
  const file = path.join(import.meta.dirname, '../features/assistant/fixtures', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Recording;
}

/** The request body of a chat completion as the provider sent it. */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    stream?: boolean;
    tools?: Array<{ function: { name: string } }>;
    messages: Array<{ role: string; content?: unknown; tool_calls?: Array<{ id: string }>; tool_call_id?: string }>;
    [key: string]: unknown;
  };
  /** When the request arrived and when its first answer byte was written (performance.now()). */
  receivedAt: number;
}

const MISTRAL_ID = /^[A-Za-z0-9]{9}$/;

/** Mistral's own check: every tool-call id in the history is exactly 9 letters or digits. */
function mistralIdProblem(body: RecordedRequest['body']): string | null {
  const ids = body.messages.flatMap((message) => [
    ...(message.tool_calls ?? []).map((call) => call.id),
    ...(message.tool_call_id ? [message.tool_call_id] : []),
  ]);
  const bad = ids.find((id) => !MISTRAL_ID.test(id));
  return bad ? `Tool call id was ${bad} but must be a-z, A-Z, 0-9, with a length of 9.` : null;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, recorded: RecordedResponse) {
  if ('sse' in recorded) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const chunk of recorded.sse) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    response.end('data: [DONE]\n\n');
    return;
  }
  response.writeHead('status' in recorded ? recorded.status : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(recorded.json));
}

/**
 * A local OpenAI-compatible HTTP server (node:http on port 0) that replays recorded
 * chat-completion exchanges in order and keeps every request body: the provider packages
 * make a real HTTP exchange with it. `mistral` adds Mistral's refusal of tool-call ids that
 * are not 9 letters or digits (HTTP 422, as Mistral answers).
 */
export async function startRecordedAiServer(options: { mistral?: boolean } = {}) {
  const queue: RecordedResponse[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const receivedAt = performance.now();
    const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
    requests.push({ path: request.url ?? '', headers: request.headers, body, receivedAt });
    const problem = options.mistral ? mistralIdProblem(body) : null;
    if (problem)
      return answer(response, { status: 422, json: { object: 'error', message: problem, type: 'invalid_request_error' } });
    const next = queue.shift();
    // 400: not retried by the provider packages, so a missing recording fails at once.
    if (!next) return answer(response, { status: 400, json: { error: { message: 'geen opname meer over' } } });
    answer(response, next);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues a recording's answers for the next requests. */
    play(recording: Recording) {
      queue.push(...recording.exchanges.map((exchange) => exchange.response));
    },
    get pending() {
      return queue.length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecordedAiServer = Awaited<ReturnType<typeof startRecordedAiServer>>;
