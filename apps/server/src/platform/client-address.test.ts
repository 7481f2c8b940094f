import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey: the bucket our rate limits count under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one bucket', () => {
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
  });

  it('keeps different /64 prefixes apart, also when the address is shortened', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
