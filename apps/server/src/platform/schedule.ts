import type { Logger } from './logger.ts';

/** Runs a background job now and then every `intervalMs` until `signal` aborts; a failure is logged, not thrown. */
export function runEvery(intervalMs: number, job: () => Promise<unknown>, logger: Logger, label: string, signal: AbortSignal) {
  const run = () => job().catch((error: unknown) => logger.error({ err: error }, `${label} mislukt`));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
