import { ERROR_CODES } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countHit } from '../horeca/index.ts';
import type { Asker } from './asker.ts';

export interface AssistantLimits {
  /** Questions per person (signed in) and per client address, per window. */
  max: number;
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
  const keys = [`assistant:address:${address}`, ...(asker.kind === 'user' ? [`assistant:user:${asker.userId}`] : [])];
  for (const key of keys) {
    if ((await countHit(db, key, limits.windowSeconds, now)) > limits.max) {
      throw new TooManyQuestionsError(`Je stelt te veel vragen achter elkaar. Probeer het over ${minutes} minuten opnieuw.`);
    }
  }
}
