import { describe, expect, it } from 'vitest';
import { visitorFetch } from './visitor-fetch.ts';

const missing = () =>
  new Response(JSON.stringify({ code: 'ASSISTANT_VISITOR_MISSING', message: 'cookie nodig', requestId: 'r' }), {
    status: 401,
  });

function setup(answers: Response[]) {
  const steps: string[] = [];
  const cookie = {
    ensure: async () => {
      steps.push('cookie');
    },
    forget: () => {
      steps.push('vergeten');
    },
  };
  const fetch = visitorFetch(cookie, async () => {
    steps.push('vraag');
    const answer = answers.shift();
    if (!answer) throw new Error('geen antwoord meer');
    return answer;
  });
  return { steps, fetch };
}

describe('visitorFetch', () => {
  it('gets the visitor’s cookie before the question goes out', async () => {
    const { steps, fetch } = setup([new Response('data: {}', { status: 200 })]);
    expect((await fetch('/api/assistant/chat', { method: 'POST' })).status).toBe(200);
    expect(steps).toEqual(['cookie', 'vraag']);
  });

  it('renews a cookie the server no longer knows and asks once more', async () => {
    const { steps, fetch } = setup([missing(), new Response('data: {}', { status: 200 })]);
    expect((await fetch('/api/assistant/chat', { method: 'POST' })).status).toBe(200);
    expect(steps).toEqual(['cookie', 'vraag', 'vergeten', 'cookie', 'vraag']);
  });

  it('passes other refusals on, and asks no more than twice', async () => {
    const notFound = new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Weg', requestId: 'r' }), { status: 404 });
    expect((await setup([notFound]).fetch('/x')).status).toBe(404);
    const twice = setup([missing(), missing()]);
    expect((await twice.fetch('/x')).status).toBe(401);
    expect(twice.steps.filter((step) => step === 'vraag')).toHaveLength(2);
  });
});
