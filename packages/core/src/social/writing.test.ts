import { describe, expect, it } from 'vitest';
import { postLength } from './networks.ts';
import { fitToLimit, SocialWritingInputSchema, writingLimit } from './writing.ts';

describe('writingLimit', () => {
  it('takes the shortest limit of the chosen networks', () => {
    expect(writingLimit(['facebook'])).toBe(63_206);
    expect(writingLimit(['facebook', 'linkedin', 'instagram'])).toBe(2200);
    expect(writingLimit(['facebook', 'x'])).toBe(280);
  });
});

describe('fitToLimit', () => {
  it('leaves a text within the limit as it is (trimmed)', () => {
    expect(fitToLimit('  Tot zaterdag!  ', 280)).toEqual({ text: 'Tot zaterdag!', shortened: false });
  });

  it('cuts at the last sentence that fits', () => {
    const text =
      'Vanaf zaterdag zijn we open tot 23:00. Kom gerust langs aan de Oudegracht. En dan nog een lange zin die niet past.';
    const fitted = fitToLimit(text, 80);
    expect(fitted).toEqual({
      text: 'Vanaf zaterdag zijn we open tot 23:00. Kom gerust langs aan de Oudegracht.',
      shortened: true,
    });
  });

  it('cuts at a word with an ellipsis when no sentence ends early enough, counting code points', () => {
    const text = `🌿 ${'woord '.repeat(80)}`;
    const fitted = fitToLimit(text, 50);
    expect(fitted.shortened).toBe(true);
    expect(postLength(fitted.text)).toBeLessThanOrEqual(50);
    expect(fitted.text.endsWith('woord…')).toBe(true);
  });
});

describe('SocialWritingInputSchema', () => {
  it('needs a network, and takes an empty text as a request for a new post', () => {
    expect(SocialWritingInputSchema.parse({ networks: ['x', 'x'] })).toEqual({ networks: ['x'], text: '' });
    const refused = SocialWritingInputSchema.safeParse({ networks: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Kies minstens één netwerk');
  });
});
