import { type SocialWritingSuggestion, socialChecks } from '@platform/core';
import { describe, expect, it } from 'vitest';
import nl from '../locales/nl.json';
import { writingNotes } from './writing-notes.ts';

const suggestion = (text: string, overrides: Partial<SocialWritingSuggestion> = {}): SocialWritingSuggestion => ({
  text,
  source: 'assistant',
  producedBy: 'taalmodel openai-compatible.chat/recorded',
  limit: 280,
  shortened: false,
  checks: socialChecks(text, 'coffeeshop', ['x']),
  ...overrides,
});

describe('writingNotes', () => {
  it('names the writer only for a clean suggestion', () => {
    expect(writingNotes(suggestion('Vanaf zaterdag zijn we open tot 23:00.'))).toEqual(['fromAssistant']);
    expect(writingNotes(suggestion('Welkom!', { source: 'data' }))).toEqual(['fromData']);
    expect(writingNotes(suggestion('Welkom!', { source: 'rewrite', shortened: true }))).toEqual(['fromRewrite', 'shortened']);
  });

  it('never hides a blocked law check or a platform warning', () => {
    const notes = writingNotes(suggestion('Alleen dit weekend 20% korting op alle wiet!'));
    expect(notes).toEqual(['fromAssistant', 'blocked', 'policy']);
  });

  it('has a Dutch text for every note', () => {
    const help: Record<string, string> = nl.social.composer.help;
    for (const note of ['fromAssistant', 'fromData', 'fromRewrite', 'shortened', 'blocked', 'policy']) {
      expect(help[note], note).toBeTruthy();
    }
  });
});
