import { Resolver } from 'node:dns/promises';

/** The two DNS questions a domain check asks; `node:dns`'s Resolver in production, a local server in tests. */
export interface DnsLookup {
  resolveCname(host: string): Promise<string[]>;
  resolve4(host: string): Promise<string[]>;
}

/** Where own domains must point (ADR 059): a CNAME naming `host`, or A records among `addresses` or `host`'s own. */
export interface DomainTarget {
  host: string;
  addresses: string[];
  dnsServers: string[];
}

/** A resolver that asks `servers` (host or host:port), or the system's servers when none are given. */
export function createDnsLookup(servers: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return resolver;
}

/** An answer, or nothing when the name has no such record (or DNS does not answer). */
async function records(ask: () => Promise<string[]>): Promise<string[]> {
  try {
    return await ask();
  } catch {
    return [];
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * True when `domain` points at the platform: its CNAME names the platform host, or its A records include one of
 * the platform's addresses (configured, or the platform host's own A records).
 */
export async function pointsAtPlatform(dns: DnsLookup, target: DomainTarget, domain: string): Promise<boolean> {
  const cnames = (await records(() => dns.resolveCname(domain))).map(bare);
  if (cnames.includes(bare(target.host))) return true;
  const own = await records(() => dns.resolve4(domain));
  if (own.length === 0) return false;
  const platform = new Set([...target.addresses, ...(await records(() => dns.resolve4(target.host)))]);
  return own.some((address) => platform.has(address));
}
