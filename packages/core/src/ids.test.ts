import { describe, expect, it } from 'vitest';
import { idSchema, isId } from './ids.ts';

describe('isId', () => {
  it('accepts exactly what the id schema accepts', () => {
    const samples = [
      '3f0c2a5e-8b1d-4c7a-9e2f-1a2b3c4d5e6f',
      '3F0C2A5E-8B1D-4C7A-9E2F-1A2B3C4D5E6F',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3f0c2a5e-8b1d-0c7a-9e2f-1a2b3c4d5e6f',
      '3f0c2a5e-8b1d-4c7a-7e2f-1a2b3c4d5e6f',
      '3f0c2a5e8b1d4c7a9e2f1a2b3c4d5e6f',
      ' 3f0c2a5e-8b1d-4c7a-9e2f-1a2b3c4d5e6f',
      'de-blauwe-hoek',
      '',
    ];
    for (const sample of samples) expect(isId(sample), sample).toBe(idSchema().safeParse(sample).success);
    expect(samples.filter(isId)).toHaveLength(4);
  });
});
