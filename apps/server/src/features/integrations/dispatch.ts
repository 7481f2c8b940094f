import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { nextWebhookAttempt, signedPayload, WEBHOOK_SIGNATURE_HEADER } from '@platform/core';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import * as q from './integrations.queries.ts';

/** The job that sends due webhook deliveries: every minute, and on demand (`runDue`) in tests. */
export const WEBHOOKS_JOB = 'webhooks-dispatch';
const ATTEMPT_TIMEOUT_MS = 10_000;
const ERROR_MAX = 300;
const NOT_FOUND_DNS = 'Het adres van de webhook is niet gevonden (DNS).';
const PRIVATE_TARGET = 'Dit adres wijst naar een intern netwerk en wordt niet beleverd.';

export interface DispatchDeps {
  db: Database;
  logger: Logger;
  /** Development and tests: deliveries may go to this machine and private networks; never in production. */
  allowPrivateTargets: boolean;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (ADR 057 documents the check). */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Loopback, private, link-local, carrier-grade NAT and other non-public ranges (SSRF), and the IPv6 transition
 * ranges that carry an IPv4 address inside (NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48, 6to4 2002::/16,
 * Teredo 2001::/32): a gateway or relay would take such an address to whatever IPv4 address it embeds, 127.0.0.1
 * and 10.0.0.0/8 included. Webhooks go to plain public addresses.
 */
const PRIVATE_RANGES = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['2002::', 16],
    ['2001::', 32],
  ] as const)
    list.addSubnet(net, bits, 'ipv6');
  return list;
})();

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return PRIVATE_RANGES.check(mapped[1], 'ipv4');
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Null when the host resolves only to public addresses; otherwise why not (checked before every attempt). */
export async function privateTargetProblem(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return NOT_FOUND_DNS;
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? PRIVATE_TARGET : null;
}

/** A refusal of the connection's own name lookup; its message is the delivery log's. */
class TargetRefused extends Error {}

/**
 * The name lookup of the delivery's own connection: every address the name resolves to must be public, and the
 * connection goes to one of exactly those addresses. Checking in a separate lookup before `fetch` would let a
 * name with a zero TTL answer a public address to the check and 127.0.0.1 to the connection (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { all: true, family: options.family ?? 0 }).then(
    (entries) => {
      const first = entries[0];
      if (!first) return callback(new TargetRefused(NOT_FOUND_DNS), '', 4);
      if (entries.some((entry) => isPrivateAddress(entry.address))) return callback(new TargetRefused(PRIVATE_TARGET), '', 4);
      if (options.all) return callback(null, entries);
      return callback(null, first.address, first.family);
    },
    () => callback(new TargetRefused(NOT_FOUND_DNS), '', 4),
  );
};

/** POSTs `body` and answers the status; no redirects are followed, the answer's body is not read. */
function post(url: URL, headers: Record<string, string>, body: string, publicOnly: boolean): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        // An IP address in the URL is not looked up: it is checked here, as a name's addresses are in the lookup.
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response: IncomingMessage) => {
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One attempt: POST the stored body, signed now; any 2xx counts as delivered. Redirects are not followed. */
async function attempt(deps: DispatchDeps, url: string, secret: string, delivery: q.DeliveryRow, now: Date) {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!deps.allowPrivateTargets && isIP(literal) && isPrivateAddress(literal)) {
    return { ok: false, responseCode: null, error: PRIVATE_TARGET };
  }
  try {
    const status = await post(
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'Platform-Webhooks/1.0',
        'x-platform-event': delivery.eventType,
        'x-platform-delivery': delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, delivery.body, now),
      },
      delivery.body,
      !deps.allowPrivateTargets,
    );
    const ok = status >= 200 && status < 300;
    return { ok, responseCode: status, error: ok ? null : `De ontvanger antwoordde met HTTP ${status}.` };
  } catch (error) {
    if (error instanceof TargetRefused) return { ok: false, responseCode: null, error: error.message };
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? 'geen antwoord binnen 10 seconden' : String(error);
    return { ok: false, responseCode: null, error: `Niet afgeleverd: ${reason}`.slice(0, ERROR_MAX) };
  }
}

/** Sends every due delivery once; a failure waits for its next attempt (1 min … 6 h) or fails for good. */
export async function dispatchDueWebhooks(deps: DispatchDeps, now: Date = new Date()): Promise<number> {
  const due = await q.selectDueDeliveries(deps.db, now);
  for (const { delivery, endpoint } of due) {
    const result = await attempt(deps, endpoint.url, endpoint.secret, delivery, now);
    const attempts = delivery.attempts + 1;
    if (result.ok) {
      await q.recordAttempt(deps.db, delivery.id, {
        status: 'delivered',
        attempts,
        responseCode: result.responseCode,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: now,
      });
      continue;
    }
    const next = nextWebhookAttempt(attempts, now);
    await q.recordAttempt(deps.db, delivery.id, {
      status: next ? 'pending' : 'failed',
      attempts,
      responseCode: result.responseCode,
      lastError: result.error,
      nextAttemptAt: next,
    });
    deps.logger.warn({ delivery: delivery.id, attempts, responseCode: result.responseCode }, 'webhook niet afgeleverd');
  }
  return due.length;
}

export function defineWebhookDispatch(jobs: Jobs, deps: DispatchDeps): void {
  jobs.define({
    name: WEBHOOKS_JOB,
    handler: () => dispatchDueWebhooks(deps),
    // The deliveries carry their own retries; a failed run is simply the next minute's run.
    retryLimit: 0,
    policy: 'stately',
    cron: '* * * * *',
  });
}
