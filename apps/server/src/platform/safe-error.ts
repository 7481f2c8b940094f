/**
 * An error as the log may keep it: type, SQLSTATE code and message without the
 * values of the request. Drizzle puts the query parameters (names, e-mail
 * addresses, passwords' hashes) in its message, PostgreSQL quotes the refused
 * value and puts row values in `detail`; none of that reaches the log.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

const MAX_CAUSES = 3;

function safeMessage(error: Error, code: string | undefined): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>": keep the SQL text only.
  let message = error.message.split('\nparams:')[0] ?? '';
  // A database error (SQLSTATE code) quotes the value it refused.
  if (code && /^[0-9A-Z]{5}$/.test(code)) message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'geen Error-object' };
  const rawCode = (error as { code?: unknown }).code;
  const code = typeof rawCode === 'string' ? rawCode : undefined;
  const message = safeMessage(error, code);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const result: SafeError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  if (code) result.code = code;
  if (error.cause !== undefined && depth < MAX_CAUSES) result.cause = safeError(error.cause, depth + 1);
  return result;
}
