import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error.ts';
import { ApiErrorSchema } from './api-error-schema.ts';

const SAMPLES: unknown[] = [
  { code: 'NOT_FOUND', message: 'Niet gevonden', requestId: 'r1' },
  {
    code: 'VALIDATION_ERROR',
    message: 'Ongeldige invoer',
    requestId: 'r2',
    issues: [{ path: ['naam', 0], message: 'Verplicht' }],
  },
  { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer', requestId: 'r3', issues: [{ path: [true], message: 'x' }] },
  { code: 'X', message: 'x', requestId: 'r4', issues: 'geen lijst' },
  { code: 'X', message: 'x' },
  { code: 1, message: 'x', requestId: 'r5' },
  { error: 'Internal Server Error' },
  'Bad Gateway',
  null,
  [],
];

describe('isApiError', () => {
  it('accepts exactly what the API error schema accepts', () => {
    for (const sample of SAMPLES)
      expect(isApiError(sample), JSON.stringify(sample)).toBe(ApiErrorSchema.safeParse(sample).success);
    expect(SAMPLES.filter(isApiError)).toHaveLength(2);
  });
});
