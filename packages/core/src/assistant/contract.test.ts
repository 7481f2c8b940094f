import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH, questionProblem } from './contract.ts';

describe('questions to the assistant (spec §5)', () => {
  it('refuses an empty question, only spaces and one that is too long, in Dutch; takes the rest', () => {
    expect(questionProblem('')).toBe('Typ eerst een vraag.');
    expect(questionProblem('   \n ')).toBe('Typ eerst een vraag.');
    expect(questionProblem('x'.repeat(MAX_QUESTION_LENGTH + 1))).toBe(`Maximaal ${MAX_QUESTION_LENGTH} tekens`);
    expect(questionProblem(' Welke gerechten zijn vegetarisch? ')).toBeNull();
  });
});
