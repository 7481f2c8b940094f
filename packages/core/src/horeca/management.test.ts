import { describe, expect, it } from 'vitest';
import { BlockFormSchema, BlockInputSchema, WalkInFormSchema } from './management.ts';

const table = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('WalkInFormSchema', () => {
  it('names an unnamed walk-in "Walk-in" and leaves the table to the best fit when none is chosen', () => {
    expect(WalkInFormSchema.parse({ partySize: '4', name: '', tableId: '' })).toEqual({ partySize: 4, name: 'Walk-in' });
    expect(WalkInFormSchema.parse({ partySize: '2', name: 'Jansen', tableId: table })).toEqual({
      partySize: 2,
      name: 'Jansen',
      tableIds: [table],
    });
  });

  it('puts the party size message on the party size', () => {
    const issue = WalkInFormSchema.safeParse({ partySize: '0', name: '', tableId: '' }).error?.issues[0];
    expect([issue?.path, issue?.message]).toEqual([['partySize'], 'Kies minimaal 1 persoon']);
  });
});

describe('BlockFormSchema', () => {
  it('blocks the whole venue without a table, and checks like the block input', () => {
    expect(BlockFormSchema.parse({ tableId: '', from: '17:00', to: '19:00', reason: ' Feest ' })).toEqual({
      tableId: null,
      from: '17:00',
      to: '19:00',
      reason: 'Feest',
    });
    const form = BlockFormSchema.safeParse({ tableId: '', from: '17:00', to: '17:00', reason: '' }).error?.issues;
    const input = BlockInputSchema.safeParse({ tableId: null, date: '2026-12-01', from: '17:00', to: '17:00', reason: '' }).error
      ?.issues;
    expect(form?.map((issue) => [issue.path, issue.message])).toEqual(input?.map((issue) => [issue.path, issue.message]));
    expect(form?.map((issue) => issue.message)).toEqual(['Geef een reden op', 'Het einde moet na het begin liggen']);
  });
});
