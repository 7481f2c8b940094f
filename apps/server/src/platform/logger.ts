import pino from 'pino';
import type { Config } from '../config.ts';
import { safeError } from './safe-error.ts';

export type Logger = pino.Logger;

/** The server's logger; `destination` (stdout by default) lets tests read the lines. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  // Every `{ err }` in the log goes through safeError: no query parameters or refused values (ADR 018).
  const options = { level: config.logLevel, base: undefined, serializers: { err: (error: unknown) => safeError(error) } };
  return destination ? pino(options, destination) : pino(options);
}
