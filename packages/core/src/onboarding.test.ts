import { describe, expect, it } from 'vitest';
import { AddressStepSchema, missingSteps, openingHoursIssues, ReviewDecisionSchema } from './onboarding.ts';

const closed = { ma: [], di: [], wo: [], do: [], vr: [], za: [], zo: [] };

describe('opening hours an applicant enters', () => {
  it('accepts several periods a day and a night past midnight until 06:00', () => {
    expect(
      openingHoursIssues({
        ...closed,
        ma: [
          { open: '10:00', close: '14:00' },
          { open: '17:00', close: '23:00' },
        ],
        vr: [{ open: '10:00', close: '03:00' }],
        za: [{ open: '09:00', close: '23:00' }],
      }),
    ).toEqual([]);
  });

  it('refuses a period closing before it opens in daytime, and overlaps on a day or across midnight', () => {
    expect(openingHoursIssues({ ...closed, di: [{ open: '17:00', close: '09:00' }] })).toEqual([
      { path: ['di'], message: 'De sluitingstijd ligt voor de openingstijd' },
    ]);
    expect(
      openingHoursIssues({
        ...closed,
        wo: [
          { open: '10:00', close: '16:00' },
          { open: '15:00', close: '20:00' },
        ],
      }),
    ).toEqual([{ path: ['wo'], message: 'Openingstijden overlappen elkaar' }]);
    expect(
      openingHoursIssues({ ...closed, zo: [{ open: '22:00', close: '04:00' }], ma: [{ open: '03:00', close: '08:00' }] }),
    ).toHaveLength(1);
  });
});

describe('the other onboarding rules', () => {
  it('normalises a Dutch postcode and refuses a foreign one', () => {
    const base = { step: 'address', street: 'Markt', houseNumber: '1a' };
    expect(AddressStepSchema.parse({ ...base, postcode: '8011lw' }).postcode).toBe('8011 LW');
    expect(AddressStepSchema.safeParse({ ...base, postcode: 'B-1000' }).success).toBe(false);
  });

  it('lists the steps still missing and asks a note when a reviewer does not approve', () => {
    expect(missingSteps({ business: { name: 'A', kvkNumber: '12345678', description: '' } })).toEqual([
      'address',
      'contact',
      'hours',
      'licence',
      'rules',
    ]);
    expect(ReviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(ReviewDecisionSchema.safeParse({ decision: 'reject', note: ' ' }).success).toBe(false);
  });
});
