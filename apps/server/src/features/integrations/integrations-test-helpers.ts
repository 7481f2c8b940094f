import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP receiver for webhook tests: it records every POST and answers with the next status
 * of `statuses` (the last one repeats), so a test can make a delivery fail and then succeed.
 */
export async function startWebhookReceiver(statuses: number[] = [200]) {
  const received: ReceivedHook[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.length > 1 ? (queue.shift() ?? 200) : (queue[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'kapot');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** The statuses to answer from now on. */
    answer(next: number[]) {
      queue.splice(0, queue.length, ...next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
