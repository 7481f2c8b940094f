import { ANALYTICS, STORAGE_KEYS } from '@platform/core';
import { storage } from '../../lib/storage.ts';

/*
 * The spec's analytics client (§4, §7, §9): events are kept locally (the last 100 under `analytics_events`) and
 * POSTed as JSON; a failure is only warned. No cookie, and no user or session id leaves the browser (ADR 039): the
 * server tells visitors of one day apart by a hash it makes itself.
 */

const ENDPOINT = '/api/analytics/events';

export interface TrackedEvent {
  name: string;
  properties: Record<string, string | number | boolean | null>;
  timestamp: string;
}

const queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function remember(event: TrackedEvent) {
  let stored: TrackedEvent[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.analyticsEvents) ?? '[]');
    if (Array.isArray(parsed)) stored = parsed as TrackedEvent[];
  } catch {
    // A damaged list starts again.
  }
  storage.set(STORAGE_KEYS.analyticsEvents, JSON.stringify([...stored, event].slice(-ANALYTICS.storedEvents)));
}

/** Sends what is queued. `leaving`: the page is being hidden, so the browser's beacon carries it. */
export function flushAnalytics(leaving = false) {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, ANALYTICS.batchMax) });
    if (leaving && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) continue;
    }
    fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn(`Analytics: ${response.status}`);
      })
      .catch((error: unknown) => console.warn('Analytics niet verstuurd', error));
  }
}

/** Records an event of this page; events of the next second go out together. */
export function track(name: string, properties: TrackedEvent['properties'] = {}) {
  const event: TrackedEvent = {
    name,
    properties: { url: window.location.pathname, referrer: document.referrer || null, ...properties },
    timestamp: new Date().toISOString(),
  };
  remember(event);
  queue.push(event);
  if (queue.length >= ANALYTICS.batchMax) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), 1000);
}
