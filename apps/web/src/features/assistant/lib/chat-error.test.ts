import { describe, expect, it } from 'vitest';
import { refusalMessage } from './chat-error.ts';

const body = (code: string, message: string) => new Error(JSON.stringify({ code, message, requestId: 'r1' }));

describe('refusalMessage', () => {
  it('gives the server’s Dutch words for too many questions, a refused question or an unknown place', () => {
    expect(refusalMessage(body('RATE_LIMITED', 'Je stelt te veel vragen achter elkaar.'))).toBe(
      'Je stelt te veel vragen achter elkaar.',
    );
    expect(refusalMessage(body('VALIDATION_ERROR', 'Maximaal 2000 tekens'))).toBe('Maximaal 2000 tekens');
    expect(refusalMessage(body('NOT_FOUND', 'Deze zaak bestaat niet.'))).toBe('Deze zaak bestaat niet.');
    const off = 'De AI-assistenten staan tijdelijk uit. Probeer het later opnieuw.';
    expect(refusalMessage(body('ASSISTANTS_OFF', off))).toBe(off);
  });

  it('gives nothing for server faults, a broken stream or no error', () => {
    expect(refusalMessage(body('INTERNAL_ERROR', 'Er ging iets mis'))).toBeUndefined();
    expect(refusalMessage(new Error('Failed to fetch'))).toBeUndefined();
    expect(refusalMessage(new Error('niet beschikbaar'))).toBeUndefined();
    expect(refusalMessage(undefined)).toBeUndefined();
  });
});
