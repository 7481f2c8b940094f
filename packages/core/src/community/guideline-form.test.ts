import { describe, expect, it } from 'vitest';
import { GuidelineFormSchema, type GuidelineFormValues } from './guideline-form.ts';

const pattern = { label: '', regex: '', severity: 'high' } as const;
const values = (patch: Partial<GuidelineFormValues>): GuidelineFormValues => ({
  guidelineType: 'forbidden_terms',
  rulesData: { terms: '', patterns: [pattern] },
  ...patch,
});

describe('guideline form', () => {
  it('splits the terms on commas and leaves out the pattern', () => {
    const parsed = GuidelineFormSchema.parse(values({ rulesData: { terms: ' gratis, ,korting ', patterns: [pattern] } }));
    expect(parsed).toEqual({ guidelineType: 'forbidden_terms', rulesData: { terms: ['gratis', 'korting'] } });
  });

  it('sends the one pattern when the type is patterns', () => {
    const rulesData = { terms: 'ignored', patterns: [{ label: 'Prijs', regex: '\\d+ euro', severity: 'medium' as const }] };
    expect(GuidelineFormSchema.parse(values({ guidelineType: 'patterns', rulesData }))).toEqual({
      guidelineType: 'patterns',
      rulesData: { patterns: rulesData.patterns },
    });
  });

  it('keeps the server paths on its issues, which are the field names', () => {
    const terms = GuidelineFormSchema.safeParse(values({}));
    expect(terms.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rulesData.terms', 'Voeg minimaal één term toe'],
    ]);
    const regex = GuidelineFormSchema.safeParse(
      values({ guidelineType: 'patterns', rulesData: { terms: '', patterns: [{ ...pattern, label: 'X', regex: '(' }] } }),
    );
    expect(regex.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rulesData.patterns.0.regex', 'Dit is geen geldige reguliere expressie'],
    ]);
  });
});
