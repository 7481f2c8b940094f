import { describe, expect, it } from 'vitest';
import { COMPLIANCE_NOTE, composeEducationalPost, RULE_FACTS } from './ai-writing.ts';
import { canSubmit, checkCompliance } from './compliance-engine.ts';

describe('composeEducationalPost (the built-in assistant’s draft from the platform’s facts)', () => {
  it('puts the rule facts a topic asks for under their headings, with the compliance note', () => {
    const post = composeEducationalPost('Wat is het ingezetenencriterium en vanaf welke leeftijd mag je naar binnen?', []);
    expect(post?.title).toBe('Het ingezetenencriterium');
    expect(post?.body).toContain('Leeftijd en legitimatie\nEen coffeeshop laat alleen volwassenen vanaf 18 jaar binnen');
    expect(post?.body.endsWith(COMPLIANCE_NOTE)).toBe(true);
    expect(post?.notes).toEqual(['Regel: Het ingezetenencriterium', 'Regel: Leeftijd en legitimatie']);
  });

  it('adds live strain facts and passes the compliance engine', () => {
    const post = composeEducationalPost('Amnesia Haze', [{ naam: 'Amnesia Haze', facts: 'sativa, flower, THC 20–22%' }]);
    expect(post?.title).toBe('Over Amnesia Haze');
    expect(post?.body).toContain('- Amnesia Haze: sativa, flower, THC 20–22%');
    const result = checkCompliance(post?.body ?? '');
    expect(canSubmit(result.score)).toBe(true);
    expect(result.issues.filter((issue) => issue.severity === 'high' || issue.severity === 'critical')).toEqual([]);
  });

  it('holds only facts the compliance engine lets through', () => {
    for (const fact of RULE_FACTS) {
      const result = checkCompliance(`${fact.title}\n${fact.text}\n\n${COMPLIANCE_NOTE}`);
      expect(result.issues.filter((issue) => issue.severity === 'high' || issue.severity === 'critical')).toEqual([]);
      expect(canSubmit(result.score)).toBe(true);
    }
  });

  it('writes nothing on a topic the platform has no facts on', () => {
    expect(composeEducationalPost('de geschiedenis van jazz', [])).toBeNull();
  });
});
