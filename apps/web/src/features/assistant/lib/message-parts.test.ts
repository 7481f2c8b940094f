import { CHAT_ERROR_TEXT } from '@platform/core';
import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import nl from '../../../locales/nl.json' with { type: 'json' };
import { answeredApprovals, awaitsApproval, messageSources, messageText, pendingApprovals } from './message-parts.ts';

const booking = { date: '2026-11-28', time: '19:00', partySize: 4, phone: '0612345678' };

const answer: UIMessage = {
  id: 'a1',
  role: 'assistant',
  parts: [
    { type: 'step-start' },
    { type: 'text', text: 'Ja, er is plek ', state: 'done' },
    { type: 'text', text: 'voor 4 personen.', state: 'done' },
    { type: 'source-url', sourceId: 's1', url: '/horeca/utrecht/de-kade/reserveren', title: 'Reserveren bij De Kade' },
    { type: 'source-url', sourceId: 's2', url: '/horeca/utrecht/de-kade/reserveren', title: 'Dubbel' },
    { type: 'source-url', sourceId: 's3', url: 'https://elders.example/', title: 'Elders' },
    { type: 'source-url', sourceId: 's4', url: '//elders.example/pad', title: 'Ook elders' },
    {
      type: 'tool-bookTable',
      toolCallId: 'c1',
      state: 'approval-requested',
      input: booking,
      approval: { id: 'ap1' },
    },
  ],
};

describe('message parts', () => {
  it('joins the text parts', () => {
    expect(messageText(answer)).toBe('Ja, er is plek voor 4 personen.');
  });

  it('keeps each platform source once and drops links to other sites', () => {
    expect(messageSources(answer)).toEqual([{ url: '/horeca/utrecht/de-kade/reserveren', title: 'Reserveren bij De Kade' }]);
  });

  it('finds the action waiting for approval, which holds back new questions', () => {
    expect(pendingApprovals(answer)).toEqual([{ approvalId: 'ap1', toolName: 'bookTable', input: booking }]);
    expect(awaitsApproval([answer])).toBe(true);
    expect(awaitsApproval([answer, { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Nee' }] }])).toBe(false);
  });

  it('reports an answered action as confirmed or cancelled', () => {
    const done: UIMessage = {
      id: 'a2',
      role: 'assistant',
      parts: [
        {
          type: 'tool-bookTable',
          toolCallId: 'c1',
          state: 'output-available',
          input: booking,
          output: {},
          approval: { id: 'ap1', approved: true },
        },
        {
          type: 'tool-bookTable',
          toolCallId: 'c2',
          state: 'output-denied',
          input: booking,
          approval: { id: 'ap2', approved: false },
        },
      ],
    };
    expect(answeredApprovals(done)).toEqual([
      { toolName: 'bookTable', approved: true },
      { toolName: 'bookTable', approved: false },
    ]);
    expect(pendingApprovals(done)).toEqual([]);
  });
});

describe('chat error text (spec §8)', () => {
  it('is the spec text on the cannabis brand, as the server sends it', () => {
    expect(nl.assistant.error.cannabis).toBe(CHAT_ERROR_TEXT);
  });
});
