import { describe, expect, it } from 'vitest';
import { publicOnlyLookup } from './dispatch.ts';

/*
 * DNS rebinding (SSRF): a webhook's name may answer a public address to a check and 127.0.0.1 to the connection a
 * moment later (TTL 0). In production a delivery's own connection resolves the name through `publicOnlyLookup`, so
 * the address it connects to is the one that was checked: a name that resolves to a private address at connect time
 * is refused there, whatever an earlier lookup said. "localhost" resolves to 127.0.0.1 on every machine.
 */
function lookUp(hostname: string, all: boolean) {
  return new Promise<{ error: Error | null; address: unknown }>((resolve) => {
    publicOnlyLookup(hostname, { all, family: 0 }, (error, address) => resolve({ error, address }));
  });
}

describe('the delivery connection’s own name lookup', () => {
  it('refuses a name that resolves to a private address when the connection is made', async () => {
    for (const all of [false, true]) {
      const { error, address } = await lookUp('localhost', all);
      expect(error?.message).toBe('Dit adres wijst naar een intern netwerk en wordt niet beleverd.');
      expect(address).toBe('');
    }
  });

  it('refuses a name that does not resolve', async () => {
    const { error } = await lookUp('bestaat-niet.invalid', false);
    expect(error).toBeInstanceOf(Error);
  });
});
