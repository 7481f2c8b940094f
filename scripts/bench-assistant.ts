/**
 * The assistant's speed (issue 17), over HTTP against the real server code on the seed (PGlite):
 * - the built-in assistant's answer (question → whole UI message stream read), p50/p95 over a mix
 *   of the seed questions (target p95 ≤ 300 ms);
 * - time to the first streamed answer token through a local recorded OpenAI-compatible server
 *   (a tool call round trip, replayed), p50/p95.
 * Runs alone too: `npx tsx scripts/bench-assistant.ts`.
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { loadRecording, startRecordedAiServer } from '../apps/server/src/test/recorded-ai-server.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const PORT = 3903;
const ORIGIN = 'http://localhost:3000';
const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 60);

export interface AssistantBench {
  builtin: { p50: number; p95: number; n: number };
  firstToken: { p50: number; p95: number; n: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** An anonymous visitor's assistant cookie, as the panel gets it before its first question (ADR 081). */
async function visitorCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/assistant/visitor`, { method: 'POST', headers: { origin: ORIGIN } });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 204 || !cookie) throw new Error(`geen bezoekerscookie: ${response.status}`);
  return cookie;
}

/** Posts one question; resolves with the time to the first text delta and to the end of the stream. */
async function askTimed(url: string, body: unknown, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`assistent antwoordde ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstToken = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstToken) && value.includes('"type":"text-delta"')) firstToken = performance.now() - started;
  }
  return { firstToken, total: performance.now() - started };
}

const question = (text: string) => ({ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] });

async function venueContext(origin: string) {
  const response = await fetch(`${origin}/api/horeca/venues/rotterdam/bistro-het-pleintje`);
  const venue = (await response.json()) as { id: string };
  return { brand: 'hospitality', page: 'venue', placeId: venue.id };
}

async function measureBuiltin(): Promise<AssistantBench['builtin']> {
  const t = await createTestApp({ ASSISTANT_RATE_LIMIT_ADDRESS_MAX: '100000', ASSISTANT_RATE_LIMIT_MAX: '100000' });
  const server = serve({ fetch: t.app.fetch, port: PORT });
  try {
    const origin = `http://localhost:${PORT}`;
    const context = await venueContext(origin);
    const cookie = await visitorCookie(origin);
    const questions = [
      'Welke gerechten zijn vegetarisch?',
      'Wat zijn de openingstijden?',
      'Is er morgen om 19:00 plek voor 4?',
      'Welke voorgerechten zijn zonder noten?',
      'Hebben jullie een gangenmenu?',
    ];
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const text = questions[i % questions.length] as string;
      const body = { id: randomUUID(), messages: [question(text)], assistantId: 'general', context };
      times.push((await askTimed(`${origin}/api/assistant/chat`, body, cookie)).total);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
}

async function measureFirstToken(): Promise<AssistantBench['firstToken']> {
  const recorded = await startRecordedAiServer();
  const t = await createTestApp({
    AI_BASE_URL: recorded.baseUrl,
    AI_MODEL: 'recorded',
    ASSISTANT_RATE_LIMIT_ADDRESS_MAX: '100000',
    ASSISTANT_RATE_LIMIT_MAX: '100000',
  });
  const server = serve({ fetch: t.app.fetch, port: PORT });
  try {
    const origin = `http://localhost:${PORT}`;
    const context = await venueContext(origin);
    const cookie = await visitorCookie(origin);
    const recording = loadRecording('openai-streamed-tool-call');
    const times: number[] = [];
    for (let i = 0; i < Math.ceil(ROUNDS / 3); i++) {
      recorded.play(recording);
      const body = {
        id: randomUUID(),
        messages: [question('Welke gerechten zijn vegetarisch?')],
        assistantId: 'tastee',
        context,
      };
      times.push((await askTimed(`${origin}/api/assistant/chat`, body, cookie)).firstToken);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await recorded.close();
  }
}

export async function measureAssistant(): Promise<AssistantBench> {
  return { builtin: await measureBuiltin(), firstToken: await measureFirstToken() };
}

const fmt = (ms: number) => ms.toFixed(1);

/** The bench table's rows for the assistant. */
export function assistantRows(result: AssistantBench): string[][] {
  return [
    [
      'assistant, built-in answer (seed venue, whole stream)',
      `p50 ${fmt(result.builtin.p50)} ms`,
      `p95 ${fmt(result.builtin.p95)} ms`,
      `${result.builtin.n} questions`,
      result.builtin.p95 <= 300 ? 'target p95 ≤ 300 ms: met' : 'target p95 ≤ 300 ms: MISSED',
    ],
    [
      'assistant, first streamed token via recorded model (tool round trip)',
      `p50 ${fmt(result.firstToken.p50)} ms`,
      `p95 ${fmt(result.firstToken.p95)} ms`,
      `${result.firstToken.n} questions`,
      'recorded',
    ],
  ];
}

if (process.argv[1]?.endsWith('bench-assistant.ts')) {
  const result = await measureAssistant();
  console.log('| measurement | figure | latency | note | target |\n| --- | --- | --- | --- | --- |');
  for (const row of assistantRows(result)) console.log(`| ${row.join(' | ')} |`);
}
