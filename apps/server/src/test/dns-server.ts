import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/** What the local DNS server knows per name: a CNAME target and/or A records. */
export type DnsZone = Record<string, { cname?: string; a?: string[] }>;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  for (let length = message[offset] ?? 0; length > 0; length = message[offset] ?? 0) {
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean);
  return Buffer.concat([
    ...parts.map((part) => Buffer.concat([Buffer.from([part.length]), Buffer.from(part, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

/** The answer to one query: A (1) and CNAME (5) from the zone, NXDOMAIN for unknown names. */
function answer(query: Buffer, zone: DnsZone): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const entry = zone[name];
  const answers: Buffer[] = [];
  if (entry && type === 5 && entry.cname) answers.push(record(5, encodeName(entry.cname)));
  if (entry && type === 1)
    for (const address of entry.a ?? []) answers.push(record(1, Buffer.from(address.split('.').map(Number))));
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180 | (entry ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, end + 4), ...answers]);
}

/**
 * A tiny DNS server on 127.0.0.1 answering from `zone`, for tests of the own-domain check through the real
 * `node:dns` resolver (SITES_DNS_SERVERS). The zone may be changed while it runs.
 */
export async function startDnsServer(zone: DnsZone) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    socket.send(answer(query, zone), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, zone, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
