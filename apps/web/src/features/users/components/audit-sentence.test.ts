import { AUDIT_ACTIONS, type AuditEntry } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { loadSignedInTexts } from '../../../lib/signed-in-texts.ts';
import { loadAccountsTexts } from '../../accounts/index.ts';
import { loadUsersTexts } from '../texts.ts';
import { auditSentence } from './audit-sentence.ts';

function entry(action: string, details: Record<string, unknown> = {}, subject: string | null = 'Fleur Visser'): AuditEntry {
  return {
    id: 1,
    actor: { id: 'a', email: 'admin@demo.nl', name: 'Anna Admin' },
    action,
    targetType: 'user',
    targetId: 'x',
    subject: { name: subject },
    details,
    createdAt: '2026-11-25T08:00:00.000Z',
  };
}

// The app loads a language when it is used (ADR 037), and the audit's texts with its page; these tests use both.
beforeAll(async () => {
  await i18n.loadLanguages(['nl', 'en']);
  await Promise.all(
    ['nl', 'en'].flatMap((language) => [loadUsersTexts(language), loadAccountsTexts(language), loadSignedInTexts(language)]),
  );
});

describe('auditSentence', () => {
  const nl = i18n.getFixedT('nl');
  const en = i18n.getFixedT('en');

  it('has a sentence in Dutch and English for every action the server records', () => {
    for (const action of AUDIT_ACTIONS) {
      for (const t of [nl, en]) {
        const { sentence } = auditSentence(t, entry(action));
        expect(sentence, action).toContain('Anna Admin');
        expect(sentence, action).not.toContain('audit.sentences');
        expect(sentence, action).not.toContain('{{');
      }
    }
  });

  it('names the moderation decision, the subject and the note in Dutch', () => {
    expect(auditSentence(nl, entry('moderation.flagged', { note: 'Prijs in de tekst' }, 'Review: batch'))).toEqual({
      sentence: 'Anna Admin markeerde de inzending “Review: batch”.',
      note: 'Toelichting: Prijs in de tekst',
    });
  });

  it('translates roles and statuses, and falls back for deleted people', () => {
    expect(auditSentence(nl, entry('user.role', { from: 'user', to: 'admin' })).sentence).toBe(
      'Anna Admin wijzigde de rol van Fleur Visser van Gebruiker naar Admin.',
    );
    const deleted = {
      ...entry('user.status', { from: 'active', to: 'suspended', reason: 'Spam' }, null),
      actor: { id: null, email: null, name: null },
    };
    expect(auditSentence(nl, deleted)).toEqual({
      sentence: 'Een verwijderd account wijzigde de accountstatus van (verwijderd) van Actief naar Geschorst.',
      note: 'Reden: Spam',
    });
  });

  it('translates the guideline type', () => {
    expect(auditSentence(nl, entry('guideline.deactivate', {}, 'forbidden_terms')).sentence).toBe(
      'Anna Admin zette de richtlijn Verboden termen uit.',
    );
  });

  it('says which shop an admin changed and the menu visibility in words', () => {
    expect(auditSentence(nl, entry('shop.settings', { from: 'in_store', to: 'public' }, 'De Groene Kamer')).sentence).toBe(
      'Anna Admin zette als admin de menu-zichtbaarheid van De Groene Kamer van Alleen in de winkel (standaard) naar Openbaar online.',
    );
  });

  it('says whether a place went offline and to whom it was handed, or to nobody', () => {
    expect(auditSentence(nl, entry('shop.status', { to: 'offline' }, 'De Groene Kamer')).sentence).toBe(
      'Anna Admin zette coffeeshop De Groene Kamer offline.',
    );
    expect(auditSentence(nl, entry('venue.owner', { to: 'eigenaar@voorbeeld.nl' }, 'Brasserie De Kade')).sentence).toBe(
      'Anna Admin droeg horecazaak Brasserie De Kade over aan eigenaar@voorbeeld.nl.',
    );
    expect(auditSentence(nl, entry('shop.owner', { to: null }, 'De Groene Kamer')).sentence).toBe(
      'Anna Admin droeg coffeeshop De Groene Kamer over aan niemand.',
    );
  });
});
