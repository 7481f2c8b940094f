import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, privateTargetProblem } from './dispatch.ts';

/*
 * The SSRF guard's address ranges (ADR 057): a webhook may only reach public addresses. IPv6 transition addresses
 * embed an IPv4 address that a NAT64 gateway, 6to4 or Teredo relay would connect to, so they are refused whole.
 */
const PRIVATE_TARGET = 'Dit adres wijst naar een intern netwerk en wordt niet beleverd.';
const hook = (address: string) => `https://${isIP(address) === 6 ? `[${address}]` : address}/hook`;

describe('webhook target addresses', () => {
  it('refuses the IPv6 transition ranges (NAT64, local-use NAT64, 6to4, Teredo), also for a public IPv4 inside', async () => {
    const transition = [
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '64:ff9b::808:808', // NAT64 of 8.8.8.8: the gateway decides, not the platform
      '64:ff9b::ffff:ffff', // the range's last address
      '64:ff9b:1::a9fe:a9fe', // local-use NAT64 of 169.254.169.254
      '64:ff9b:1:ffff:ffff:ffff:ffff:ffff',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:0:ffff:ffff:ffff:ffff:ffff:ffff',
    ];
    for (const address of transition) {
      expect(isPrivateAddress(address), address).toBe(true);
      expect(await privateTargetProblem(hook(address)), address).toBe(PRIVATE_TARGET);
    }
  });

  it('still refuses the older ranges and lets public addresses beside the transition ranges through', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1', '169.254.169.254']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    const publicAddresses = [
      '64:ff9b:2::1', // beside 64:ff9b::/96 and 64:ff9b:1::/48
      '64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff',
      '2003::1', // beside 2002::/16
      '2001:1::1', // beside 2001::/32
      '2001:4860:4860::8888',
      '2606:4700:4700::1111',
      '8.8.8.8',
    ];
    for (const address of publicAddresses) {
      expect(isPrivateAddress(address), address).toBe(false);
      expect(await privateTargetProblem(hook(address)), address).toBeNull();
    }
  });
});
