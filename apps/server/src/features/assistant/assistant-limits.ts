import { ERROR_CODES } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countHit } from '../horeca/index.ts';
import type { Asker } from './asker.ts';

export interface AssistantLimits {
  /** Questions per signed-in person per window. */
  perPerson: number;
  /** Questions per client address per window (visitors, and everyone behind one address). */
  perAddress: number;
  windowSeconds: number;
}

export class TooManyQuestionsError extends AppError {
  constructor(message: string) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}

/** Counts a question (in the database, across processes) and refuses it with a Dutch 429 over the limit. */
export async function checkAssistantLimits(
  db: Database,
  limits: AssistantLimits,
  asker: Asker,
  address: string,
  now = Date.now(),
) {
  const minutes = Math.ceil(limits.windowSeconds / 60);
  const counted: Array<[string, number]> = [
    [`assistant:address:${address}`, limits.perAddress],
    ...(asker.kind === 'user' ? [[`assistant:user:${asker.userId}`, limits.perPerson] as [string, number]] : []),
  ];
  for (const [key, max] of counted) {
    if ((await countHit(db, key, limits.windowSeconds, now)) > max) {
      throw new TooManyQuestionsError(`Je stelt te veel vragen achter elkaar. Probeer het over ${minutes} minuten opnieuw.`);
    }
  }
}
