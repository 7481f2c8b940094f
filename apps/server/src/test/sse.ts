/**
 * Reads a Server-Sent Events response in the background and collects the
 * event names, so a test can wait for the n-th event of a kind.
 */
export function collectSse(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  /** When each event arrived (performance.now()), beside `events`. */
  const times: number[] = [];
  let notify: (() => void) | undefined;
  let buffer = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (\S+)/m.exec(block)?.[1];
          if (name) {
            events.push(name);
            times.push(performance.now());
            notify?.();
          }
        }
      }
    } catch {
      // cancelled
    } finally {
      ended = true;
    }
  })();
  return {
    events,
    times,
    /** Resolves once more than `seen` events have arrived (or the stream ended, or `timeoutMs` passed). */
    async waitBeyond(seen: number, timeoutMs = 10_000): Promise<boolean> {
      const deadline = performance.now() + timeoutMs;
      while (events.length <= seen && !ended && performance.now() < deadline) {
        await new Promise<void>((resolve) => {
          notify = resolve;
          setTimeout(resolve, Math.max(0, deadline - performance.now())).unref();
        });
        notify = undefined;
      }
      return events.length > seen;
    },
    /** How many events of this name have arrived. */
    count: (name: string) => events.filter((event) => event === name).length,
    get ended() {
      return ended;
    },
    async close() {
      await reader.cancel().catch(() => {});
      await done;
    },
  };
}

/**
 * Reads SSE events from a streaming response until `until` matches or the time
 * is up, then stops reading. Each event is its name, or `name:data` with
 * `withData`.
 */
export async function readSseEvents(
  response: Response,
  until: (events: string[]) => boolean,
  { timeoutMs = 5000, withData = false }: { timeoutMs?: number; withData?: boolean } = {},
) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (!until(events) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = /event: (\S+)/.exec(block)?.[1];
      const data = /data: (.*)/.exec(block)?.[1] ?? '';
      if (name) events.push(withData ? `${name}:${data}` : name);
    }
  }
  await reader.cancel();
  return events;
}
